-- How many calls each owner has with each agent: getRecentCalls' totalCount in O(1) however many calls
-- exist (a count over the index would grow with the history). Kept in the transaction that inserts the
-- call; calls are never deleted.
create table call_counts (
  owner_id text not null,
  agent_id text not null,
  calls integer not null default 0,
  primary key (owner_id, agent_id)
);

insert into call_counts (owner_id, agent_id, calls)
select owner_id, agent_id, count(*) from calls where owner_id is not null group by owner_id, agent_id;
