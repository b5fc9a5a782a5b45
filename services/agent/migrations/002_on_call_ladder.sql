-- Who is rung, in order, after the transfer number when nobody takes an emergency ([{ name, phone }],
-- at most 5, validated by the service), and how long each phone rings.
alter table agents add column transfer_ladder jsonb not null default '[]';
alter table agents add column ring_seconds integer not null default 20;
