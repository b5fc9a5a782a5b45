-- People who texted STOP to a number texts are sent from: nothing more is sent to them from it until they
-- text START.
create table sms_opt_outs (
  phone text not null,
  number text not null,
  opted_out boolean not null,
  updated_at timestamptz not null default now(),
  primary key (phone, number)
);
