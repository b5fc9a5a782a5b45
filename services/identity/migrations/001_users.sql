-- The user document (spec section 3) and its subscription.
create table users (
  user_id text primary key,
  email text not null,
  display_name text not null default '',
  company_name text not null default '',
  photo_url text not null default '',
  role text not null default 'owner',
  onboarding_completed boolean not null default false,
  industry text not null default '',
  timezone text not null default '',
  property_count integer,
  created_at timestamptz not null default now(),
  last_login timestamptz not null default now()
);
create unique index users_email on users (lower(email));

create table subscriptions (
  user_id text primary key references users (user_id) on delete cascade,
  plan text not null,
  status text not null,
  start_date timestamptz not null,
  end_date timestamptz,
  call_minutes_included integer not null,
  call_minutes_used integer not null default 0,
  max_agents integer not null,
  max_phones integer
);

create table waitlist (
  id uuid primary key,
  name text not null,
  company text not null default '',
  email text not null,
  phone text not null,
  created_at timestamptz not null default now()
);

-- Embedded identity provider: credentials, tokens, keys and the developer's mail outbox.
create table credentials (
  user_id text primary key references users (user_id) on delete cascade,
  password_hash text not null,
  updated_at timestamptz not null default now()
);

create table refresh_tokens (
  token_hash text primary key,
  user_id text not null references users (user_id) on delete cascade,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index refresh_tokens_user on refresh_tokens (user_id);

create table password_resets (
  token_hash text primary key,
  user_id text not null references users (user_id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table signing_keys (
  kid text primary key,
  private_jwk jsonb not null,
  public_jwk jsonb not null,
  created_at timestamptz not null default now()
);

create table mail_outbox (
  id uuid primary key,
  recipient text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);
