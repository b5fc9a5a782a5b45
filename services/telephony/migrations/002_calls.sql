-- Phone calls while they happen (issue 5): everything a pod needs to pick a call up (the relay session is
-- the only in-memory state). A call row exists for calls an agent answers (outcome 'relay') or that leave a
-- voicemail ('voicemail'); a finished call is handed to the conversation service's SaveCall (saved_at).
create table calls (
  call_sid text primary key,
  account_sid text not null default '',
  -- signed with the sandbox token: a 'Phone Test' call from the web phone simulator
  test boolean not null default false,
  owner_id text not null,
  agent_id text not null default '',
  agent_name text not null default '',
  template_type text not null default '',
  from_number text not null default '',
  to_number text not null default '',
  outcome text not null check (outcome in ('relay', 'voicemail')),
  -- the agent's language and the one the call is in now (en | es)
  agent_language text not null default 'en',
  language text not null default 'en',
  -- what the relay session and the TwiML callbacks need without asking the agent service again
  settings jsonb not null default '{}',
  -- Twilio's CallStatus: ringing, in-progress, completed, busy, failed, no-answer, canceled
  status text not null default 'in-progress',
  relay_token_hash text,
  relay_token_expires_at timestamptz,
  relay_sessions int not null default 0,
  -- what the <Connect action> does once the relay session ends: {kind: transfer | hangup | message, ...}
  pending_action jsonb,
  transfers jsonb not null default '[]',
  dial_status text not null default '',
  emergency boolean not null default false,
  total_tokens int not null default 0,
  recording_sid text not null default '',
  recording_key text not null default '',
  recording_url text not null default '',
  duration_seconds int not null default 0,
  started_at timestamptz not null default now(),
  ended_at timestamptz,
  saved_at timestamptz,
  save_attempted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index calls_relay_token on calls (relay_token_hash) where relay_token_hash is not null;
create index calls_unsaved on calls (ended_at) where saved_at is null;
create index calls_open on calls (created_at) where ended_at is null;

-- The conversation, turn by turn (seq per call, from 1): what the caller said ('user') and what the
-- employee said ('model'). Written in batches by the relay; an interrupted reply is cut to what was heard.
create table call_turns (
  call_sid text not null references calls (call_sid) on delete cascade,
  seq int not null,
  role text not null check (role in ('user', 'model')),
  text text not null,
  at timestamptz not null default now(),
  primary key (call_sid, seq)
);

-- Callbacks already applied (CallSid+CallStatus, RecordingSid, …): Twilio retries change nothing.
create table twilio_callbacks (
  key text primary key,
  call_sid text not null default '',
  at timestamptz not null default now()
);

-- Service settings kept across restarts (the sandbox's generated signing token).
create table telephony_settings (
  key text primary key,
  value text not null
);
