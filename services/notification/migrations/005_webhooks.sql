-- An owner's outgoing webhook: one endpoint an owner, with the secret that signs its deliveries.
create table webhooks (
  owner_id text primary key,
  id text not null unique,
  url text not null,
  secret text not null,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One POST of one event to a webhook. event_key names the event (the call, the work order change, the
-- test), so a replayed event finds its row and queues nothing. Claimed ('sending') and committed before
-- it is sent, like notifications.
create table webhook_deliveries (
  id text primary key,
  webhook_id text not null references webhooks (id) on delete cascade,
  owner_id text not null,
  event_key text not null,
  type text not null check (type in ('call.completed', 'work_order.updated', 'ping')),
  payload text not null,                    -- the JSON body, exactly as signed and sent
  status text not null default 'pending' check (status in ('pending', 'sending', 'delivered', 'failed')),
  attempts int not null default 0,
  last_status_code int,
  error text not null default '',
  url text not null,                        -- where it was last sent
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  unique (webhook_id, event_key)
);
create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status in ('pending', 'sending');
create index webhook_deliveries_owner on webhook_deliveries (owner_id, created_at desc, id desc);

-- Every attempt of a delivery: what the endpoint answered, or why it could not be reached.
create table webhook_attempts (
  delivery_id text not null references webhook_deliveries (id) on delete cascade,
  attempt int not null,
  url text not null,
  status_code int,
  error text not null default '',
  duration_ms int not null,
  at timestamptz not null default now(),
  primary key (delivery_id, attempt)
);
