import { useQuery } from '@tanstack/react-query';
import { api } from '../api/endpoints';

/** Under 'phoneNumbers', so buying or assigning a number refreshes the list too. */
export const SANDBOX_NUMBERS_KEY = ['phoneNumbers', 'sandbox'] as const;

/** Every number the owner holds, for the phone simulator (assigned ones carry their agent's id). */
export function useSandboxNumbers() {
  return useQuery({
    queryKey: SANDBOX_NUMBERS_KEY,
    queryFn: api.sandboxNumbers,
    select: (data) => data.numbers ?? [],
  });
}
