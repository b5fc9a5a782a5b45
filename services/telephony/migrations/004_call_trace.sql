-- The trace the voice webhook ran in (W3C traceparent/tracestate): the relay's Converse stream and the call
-- record's save continue it, so one call is one trace from the webhook to billing whichever pod serves it.
alter table calls add column if not exists trace_context jsonb not null default '{}';
