-- Work orders as a workflow. Every owned call with a request is a work order, 'new' until the owner acts:
-- a row here exists from the first change on (so no backfill, and calls are never rewritten for it).
create table work_orders (
  call_id text primary key references calls (id),
  owner_id text not null,
  status text not null default 'new' check (status in ('new', 'assigned', 'in_progress', 'done', 'cancelled')),
  assignee text not null default '',
  notes integer not null default 0,
  updated_at timestamptz not null default now()
);

-- One line per change, in order: the history the call page shows, and the id WorkOrderChanged carries.
create table work_order_changes (
  id text primary key,
  call_id text not null references calls (id),
  owner_id text not null,
  at timestamptz not null default now(),
  actor text not null default '',
  kind text not null check (kind in ('status', 'assignee', 'note', 'forwarded')),
  from_value text not null default '',
  to_value text not null default '',
  note text not null default ''
);
create index work_order_changes_call on work_order_changes (call_id, at, id);

-- The owner's work orders, newest call first: the calls that hold a request.
create index calls_owner_work_orders on calls (owner_id, start_time desc, id desc) where request is not null;
