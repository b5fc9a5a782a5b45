-- What owners were told about their calls. One row per (call, channel, recipient): a replayed event finds
-- its row and sends nothing twice. The sender claims a row ('sending') and commits before it sends, so a
-- crash between the send and the commit leaves the row claimed: it is sent once more, and says so.
create table notifications (
  id text primary key,
  owner_id text not null,
  call_id text not null,
  agent_id text not null default '',
  channel text not null check (channel in ('email', 'sms', 'call')),
  recipient text not null,
  sender text not null default '',          -- the number or Messaging Service a text is sent from
  subject text not null default '',
  body text not null,
  html text not null default '',
  status text not null default 'queued'
    check (status in ('queued', 'sending', 'sent', 'delivered', 'failed', 'accepted', 'declined', 'no_answer')),
  error text not null default '',
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  resent boolean not null default false,    -- sent again after a crash: the recipient may have it twice
  provider_id text not null default '',     -- the provider's message id (SMTP message id, Twilio SID)
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (call_id, channel, recipient)
);
create index notifications_due on notifications (next_attempt_at) where status in ('queued', 'sending');
create index notifications_owner on notifications (owner_id, created_at desc, id desc);
create index notifications_call on notifications (call_id);

-- Owners' account emails, copied from UserRegistered: the default recipient of email summaries.
create table owners (
  user_id text primary key,
  email text not null,
  updated_at timestamptz not null default now()
);
