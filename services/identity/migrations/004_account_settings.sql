-- Deleted accounts: their ids never get a user document again, and tokens issued before are refused.
create table deleted_accounts (
  user_id text primary key,
  deleted_at timestamptz not null default now()
);

-- Owners asking to be contacted about a bigger plan. One open request per owner.
create table upgrade_requests (
  id uuid primary key,
  user_id text not null references users (user_id) on delete cascade,
  plan text not null default '',
  message text not null default '',
  created_at timestamptz not null default now(),
  closed_at timestamptz
);
create unique index upgrade_requests_one_open on upgrade_requests (user_id) where closed_at is null;
