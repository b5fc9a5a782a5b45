-- Password-reset mail is delivered from the outbox it is written to with its token: through SMTP, or as an
-- .eml file in the data dir. A row is claimed before it is sent, so replicas never send one twice.
alter table mail_outbox
  add column sent_at timestamptz,
  add column attempts int not null default 0,
  add column claimed_until timestamptz,
  add column error text not null default '';
create index mail_outbox_unsent on mail_outbox (created_at) where sent_at is null;
