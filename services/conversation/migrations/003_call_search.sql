-- The owner's call log search: one tsvector a call over the work order (caller's name, unit, address, issue,
-- callback number), the number called from (also its digits, and the last ten of them) and the transcript.
-- The 'simple' configuration (no stemming, so English and Spanish words alike match as typed) over text
-- lower-cased and stripped of Spanish and French accents, as the query is: "inundacion" finds "inundación".
-- The transcript is folded as JSON text and read back as JSON, so each line stays one string.
alter table calls add column search tsvector generated always as (
  to_tsvector('simple', translate(lower(
    coalesce(request->>'tenantName', '') || ' ' || coalesce(request->>'unit', '') || ' ' ||
    coalesce(request->>'propertyAddress', '') || ' ' || coalesce(request->>'issueSummary', '') || ' ' ||
    coalesce(request->>'callbackPhone', '') || ' ' || from_number || ' ' ||
    regexp_replace(from_number, '[^0-9]', '', 'g') || ' ' || right(regexp_replace(from_number, '[^0-9]', '', 'g'), 10) || ' ' ||
    right(regexp_replace(coalesce(request->>'callbackPhone', ''), '[^0-9]', '', 'g'), 10)
  ), 'áàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuunc'))
  || to_tsvector('simple', translate(lower(jsonb_path_query_array(transcript, '$[*].text')::text), 'áàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuunc')::jsonb)
) stored;

create index calls_search on calls using gin (search);
