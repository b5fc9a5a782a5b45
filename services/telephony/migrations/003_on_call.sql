-- The call-down of an emergency transfer: each person dialled (index 0 is the transfer number, then the
-- on-call ladder), when, and what came of it. Settled once: the whisper's key press or the dial's result.
create table on_call_attempts (
  call_sid text not null references calls (call_sid),
  idx int not null,
  name text not null default '',
  phone text not null,
  outcome text not null default 'ringing' check (outcome in ('ringing', 'accepted', 'declined', 'no_answer', 'busy', 'failed')),
  started_at timestamptz not null default now(),
  ended_at timestamptz,
  primary key (call_sid, idx)
);
