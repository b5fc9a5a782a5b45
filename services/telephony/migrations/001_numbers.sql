-- Phone numbers the owners hold (spec section 3 "Phone number"). A number serves at most one agent
-- (agent_id) and an agent has at most one number. 'released' numbers are detached from any agent and
-- stay in the owner's pool for reuse (they are still held at the provider).
create table numbers (
  id uuid primary key,
  owner_id text not null,
  phone_number text not null,
  provider text not null check (provider in ('twilio', 'sandbox')),
  provider_sid text not null,
  friendly_name text not null default '',
  locality text not null default '',
  region text not null default '',
  monthly_price numeric(10, 2) not null,
  agent_id text,
  status text not null check (status in ('owned', 'released')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (agent_id is null or status = 'owned')
);
create unique index numbers_live_phone_number on numbers (phone_number) where status in ('owned', 'released');
create unique index numbers_agent on numbers (agent_id) where agent_id is not null;
create index numbers_owner on numbers (owner_id, created_at);

-- Agents known to be deleted (from AgentDeleted): a number is never attached to one afterwards, even when
-- an assignment raced the deletion.
create table retired_agents (
  agent_id text primary key,
  owner_id text not null default '',
  retired_at timestamptz not null default now()
);

-- The sandbox provider's pool (the embedded default when no Twilio account is configured): fictional
-- +1 <area> 555-01xx numbers, seeded per area code on first use. sid is set while a number is bought.
create table sandbox_numbers (
  phone_number text primary key,
  area_code text not null,
  friendly_name text not null,
  locality text not null,
  region text not null,
  sid text unique,
  purchased_at timestamptz
);
create index sandbox_numbers_area on sandbox_numbers (area_code, phone_number) where sid is null;
