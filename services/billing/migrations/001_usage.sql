-- The usage ledger: one row per call billing has counted, from CallCompleted. The key (owner, call)
-- makes a CallCompleted delivered again, or replayed under a new event id, change nothing.
create table call_usage (
  owner_id text not null,
  call_id text not null,
  agent_id text not null default '',
  agent_name text not null default '',
  call_source text not null default '',
  call_type text not null default '',
  status text not null default '',
  started_at timestamptz not null,
  ended_at timestamptz,
  duration_seconds integer not null,
  -- The call's seconds rounded up to whole minutes, as carriers bill.
  billable_minutes integer not null,
  -- False for calls nobody pays for (a signed-in owner talking to a landing-page demo employee).
  billed boolean not null default true,
  transfers integer not null default 0,
  emergency boolean not null default false,
  event_id text not null,
  recorded_at timestamptz not null default now(),
  primary key (owner_id, call_id)
);
create index call_usage_owner_started on call_usage (owner_id, started_at);

-- What billing knows of each owner: the time zone its days are in, and a copy of the subscription's
-- terms (identity owns them; copied from UserRegistered and from every profile read identity makes).
create table accounts (
  owner_id text primary key,
  timezone text not null default '',
  timezone_at timestamptz,
  plan text not null default '',
  status text not null default '',
  start_date timestamptz,
  end_date timestamptz,
  call_minutes_included integer,
  -- When identity last sent its terms (null: only an event has filled them).
  terms_at timestamptz,
  updated_at timestamptz not null default now()
);
