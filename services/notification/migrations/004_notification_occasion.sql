-- What a message answers within its kind: a forwarded work order is sent once per forward (the change's id),
-- so the same address gets every forward of a call; every other kind has '' and stays one per call.
alter table notifications add column occasion text not null default '';
alter table notifications drop constraint if exists notifications_once;
alter table notifications add constraint notifications_once unique (call_id, channel, recipient, kind, occasion);
