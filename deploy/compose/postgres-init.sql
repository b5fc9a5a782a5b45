-- Runs once, on the first start of an empty Postgres volume (docker-entrypoint-initdb.d).
-- One database per service (each owns its schema and migrations) plus Keycloak's.
-- The kind overlay carries the same list in deploy/overlays/kind/infra/postgres.yaml (deploy/test checks both).
CREATE DATABASE landline_identity;
CREATE DATABASE landline_agent;
CREATE DATABASE landline_telephony;
CREATE DATABASE landline_conversation;
CREATE DATABASE landline_billing;
CREATE DATABASE landline_recording;
CREATE DATABASE landline_notification;
CREATE DATABASE keycloak;
