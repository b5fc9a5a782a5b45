-- AI employees (spec section 3). Deleting is soft (status 'deleted', deleted_at) so call history keeps
-- its agent; deleted agents leave every list, count and read of the owner.
create table agents (
  id text primary key,
  owner_id text not null,
  custom_name text not null,
  status text not null check (status in ('active', 'paused', 'deleted')),
  language text not null check (language in ('en', 'es')),
  template_industry text not null,
  template_type text not null,
  -- company, agent, schedule, knowledgebase, voiceSettings, features, afterHours, bilingual: validated by
  -- the service before they are written, always complete.
  customizations jsonb not null,
  transfer_enabled boolean not null default false,
  transfer_number text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

-- The owner's live agents: lists and the plan-limit count.
create index agents_owner_live on agents (owner_id, created_at) where status <> 'deleted';
