-- The index of stored recordings: who owns each call's audio, so the service answers ownership from its
-- own table. A row is claimed ('uploading') before the object is written and marked 'stored' after, so
-- two writers racing for one call id cannot both win.
create table recordings (
  call_id text primary key,
  key text not null,
  owner_id text not null, -- the user id; 'demo' for anonymous demo calls
  call_type text not null, -- test, demo, phone
  content_type text not null default '',
  size bigint not null default 0,
  source text not null default 'upload', -- upload or import
  status text not null default 'uploading' check (status in ('uploading', 'stored')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index recordings_owner on recordings (owner_id, created_at desc);

-- The key that signs playback tokens: made once, shared by every replica through the database.
create table signing_secrets (
  id text primary key,
  secret text not null,
  created_at timestamptz not null default now()
);
