-- What a message is: summary (the call's email), emergency (its text), unanswered (nobody on call took it),
-- ladder (an on-call call). Part of the key, so a phone texted the emergency still gets the unanswered text.
alter table notifications add column kind text not null default '';
alter table notifications drop constraint if exists notifications_call_id_channel_recipient_key;
alter table notifications add constraint notifications_once unique (call_id, channel, recipient, kind);
