/** A time as the server sends it: ISO text, or null when unknown. */
export type ServerTime = string | null;

/** A server time as a Date; null when missing or unreadable. */
export function toDate(value: ServerTime | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
