-- Call records (spec section 3): browser calls saved by the gateway, phone calls by telephony.
create table calls (
  id text primary key,
  owner_id text, -- null for demo calls (no owner, never billed)
  agent_id text not null default '',
  agent_name text not null default '',
  employee text not null default '', -- demo employee name for demo calls
  call_source text not null check (call_source in ('web', 'phone')),
  call_type text not null check (call_type in ('phone_customer', 'phone_test', 'web_test', 'web_demo')),
  template_type text not null default '',
  language text not null default 'en',
  status text not null check (status in ('completed', 'failed', 'in-progress')),
  start_time timestamptz not null,
  end_time timestamptz,
  duration_seconds integer not null default 0,
  from_number text not null default '',
  to_number text not null default '',
  transcript jsonb not null default '[]', -- [{role: user|model, text, timestamp}]
  transfers jsonb not null default '[]', -- [{type, from, to, timestamp, details, reason}]
  transfer_count integer not null default 0,
  emergency boolean not null default false,
  recording_key text not null default '',
  recording_url text not null default '',
  request jsonb, -- post-call analysis (the work order), null when none
  total_tokens integer not null default 0,
  first_message_preview text not null default '',
  -- The outbox event ids, set when the call first finished / requested an emergency transfer: each event
  -- is published once per call, however often the save is retried.
  completed_event_id text,
  transfer_event_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One page of the owner's calls, newest first (keyset on start_time, id), is one index range scan.
create index calls_owner_recent on calls (owner_id, start_time desc, id desc);
create index calls_owner_agent_recent on calls (owner_id, agent_id, start_time desc, id desc);
