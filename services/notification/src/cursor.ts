import { invalid } from '@landline/platform';

/** A page cursor: where the last page ended in (created_at, id) order. */
export const encodeCursor = (row: { created_at: Date; id: string }) => Buffer.from(JSON.stringify([row.created_at.toISOString(), row.id])).toString('base64url');

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const createdAt = new Date(at);
    if (typeof id !== 'string' || Number.isNaN(createdAt.getTime())) throw new Error('bad cursor');
    return { createdAt, id };
  } catch {
    throw invalid('cursor is not one this service gave');
  }
}
