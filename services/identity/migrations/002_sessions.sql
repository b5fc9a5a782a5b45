-- Access tokens issued before this time are refused (set on logout and password reset).
alter table users add column tokens_valid_after timestamptz;

-- When each reset link was issued, to limit how many an account can be sent.
alter table password_resets add column created_at timestamptz not null default now();
create index password_resets_user on password_resets (user_id, created_at);
