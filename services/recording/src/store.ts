import { firstRow, type Db, type Queryable } from '@landline/platform';

export interface RecordingRow {
  call_id: string;
  key: string;
  owner_id: string;
  call_type: string;
  content_type: string;
  size: string | number; // bigint: pg returns a string
  source: string;
  status: 'uploading' | 'stored';
  created_at: Date;
  updated_at: Date;
}

export interface Claim {
  callId: string;
  ownerId: string;
  callType: string;
  key: string;
  source: 'upload' | 'import';
}

const columns = 'call_id, key, owner_id, call_type, content_type, size, source, status, created_at, updated_at';

/** Every SQL statement of the recording service. */
export function recordingStore(db: Db) {
  return {
    db,
    async find(q: Queryable, callId: string): Promise<RecordingRow | undefined> {
      const { rows } = await q.query<RecordingRow>(`select ${columns} from recordings where call_id = $1`, [callId]);
      return rows[0];
    },
    /**
     * Claims the call's row for a writer: inserts it, or takes over an existing row of the same owner —
     * except a stored demo recording, which is written once. Returns the row as it was before (undefined
     * when new) and whether the claim succeeded (false: another owner's, or a stored demo recording).
     */
    async claim(q: Queryable, c: Claim): Promise<{ claimed: boolean; previous?: RecordingRow }> {
      let previous: RecordingRow | undefined;
      for (let attempt = 0; attempt < 2 && !previous; attempt++) {
        const { rows: before } = await q.query<RecordingRow>(`select ${columns} from recordings where call_id = $1 for update`, [c.callId]);
        previous = before[0];
        if (previous) break;
        // A concurrent writer's insert makes this one wait for its commit, then do nothing: read again.
        const inserted = await q.query(`insert into recordings (call_id, key, owner_id, call_type, source) values ($1, $2, $3, $4, $5) on conflict (call_id) do nothing`, [
          c.callId,
          c.key,
          c.ownerId,
          c.callType,
          c.source,
        ]);
        if (inserted.rowCount > 0) return { claimed: true };
      }
      if (!previous) return { claimed: false };
      if (previous.owner_id !== c.ownerId) return { claimed: false, previous };
      if (previous.owner_id === 'demo' && previous.status === 'stored') return { claimed: false, previous };
      await q.query(`update recordings set updated_at = now() where call_id = $1`, [c.callId]);
      return { claimed: true, previous };
    },
    /** The object is written: the row points at it. */
    async markStored(q: Queryable, callId: string, key: string, contentType: string, size: number, callType: string, source: string): Promise<RecordingRow> {
      const { rows } = await q.query<RecordingRow>(
        `update recordings set key = $2, content_type = $3, size = $4, call_type = $5, source = $6, status = 'stored', updated_at = now()
         where call_id = $1 returning ${columns}`,
        [callId, key, contentType, size, callType, source],
      );
      return firstRow(rows, `update of recording ${callId}`);
    },
    /** A claimed row whose write failed and that never held an object goes away. */
    async releaseClaim(q: Queryable, callId: string, ownerId: string): Promise<void> {
      await q.query(`delete from recordings where call_id = $1 and owner_id = $2 and status = 'uploading'`, [callId, ownerId]);
    },
    /** The owner's stored recordings among callIds. */
    async ownedAmong(q: Queryable, ownerId: string, callIds: string[]): Promise<RecordingRow[]> {
      const { rows } = await q.query<RecordingRow>(`select ${columns} from recordings where owner_id = $1 and call_id = any($2::text[]) and status = 'stored'`, [ownerId, callIds]);
      return rows;
    },
    /** Stored demo recordings made before `cutoff`, oldest first. */
    async demoBefore(q: Queryable, cutoff: Date, limit: number): Promise<RecordingRow[]> {
      const { rows } = await q.query<RecordingRow>(
        `select ${columns} from recordings where owner_id = 'demo' and status = 'stored' and created_at < $1 order by created_at limit $2`,
        [cutoff, limit],
      );
      return rows;
    },
    /** Forgets a recording whose object is gone (unless it was rewritten meanwhile). */
    async forget(q: Queryable, callId: string, key: string): Promise<void> {
      await q.query(`delete from recordings where call_id = $1 and key = $2`, [callId, key]);
    },
    /** The signing secret named id: the stored one, or `candidate` when none is stored yet (first writer wins). */
    async signingSecret(q: Queryable, id: string, candidate: string): Promise<string> {
      await q.query(`insert into signing_secrets (id, secret) values ($1, $2) on conflict (id) do nothing`, [id, candidate]);
      const { rows } = await q.query<{ secret: string }>(`select secret from signing_secrets where id = $1`, [id]);
      return firstRow(rows, `signing secret ${id}`).secret;
    },
  };
}

export type RecordingStore = ReturnType<typeof recordingStore>;
