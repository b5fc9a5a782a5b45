import { continueTrace, type Logger } from '@landline/platform';
import type { CallRow, TelephonyStore } from '../store';
import type { Signer } from '../twilio/signature';
import type { CallPeers, CallsOptions } from './calls';
import { callRecord } from './call-record';
import { CALL_SID, type Params } from './webhooks';

/** Ended calls handed to the call records, and their recordings fetched into storage and attached. */
export class CallRecords {
  constructor(
    private readonly store: TelephonyStore,
    private readonly peers: Pick<CallPeers, 'conversation' | 'recording'>,
    private readonly options: Pick<CallsOptions, 'sandboxToken' | 'twilio'>,
    private readonly logger: Logger,
  ) {}

  private get db() {
    return this.store.db;
  }

  // ------------------------------------------------------------------ POST /twilio/recording

  /**
   * A recording is ready: the recording service fetches it (authenticated, as the account that owns it)
   * into storage, and the call record points at it. Done once per recording.
   */
  async recording(p: Params, signer: Signer): Promise<void> {
    const callSid = p.CallSid ?? '';
    const recordingSid = p.RecordingSid ?? '';
    const url = p.RecordingUrl ?? '';
    if (!CALL_SID.test(callSid) || !recordingSid || (p.RecordingStatus && p.RecordingStatus !== 'completed') || !/^https?:\/\//.test(url)) return;
    const call = await this.store.findCall(this.db, callSid);
    if (!call) return;
    if (call.recording_sid === recordingSid && call.recording_key) return;
    const auth =
      signer === 'sandbox'
        ? { user: p.AccountSid ?? '', password: this.options.sandboxToken() }
        : { user: this.options.twilio.accountSid, password: this.options.twilio.authToken };
    // Twilio serves the recording as WAV at its URL and as MP3 with the extension: MP3 is a tenth the size.
    const source = /\.(mp3|wav)$/.test(new URL(url).pathname) ? url : `${url}.mp3`;
    const ref = await this.peers.recording().Import(
      {
        callId: callSid,
        userId: call.owner_id,
        sourceUrl: source,
        callType: 'phone',
        basicAuthUser: auth.user,
        basicAuthPassword: auth.password,
        contentType: source.endsWith('.wav') ? 'audio/wav' : 'audio/mpeg',
      },
      { deadlineMs: 130_000 },
    );
    const first = await this.db.tx(async (q) => {
      if (!(await this.store.claimCallback(q, `recording:${recordingSid}`, callSid))) return false;
      await this.store.setRecording(q, callSid, { sid: recordingSid, key: ref.key, url: `/api/recordings/${callSid}` });
      return true;
    });
    if (!first) return;
    this.logger.info({ callSid, recordingSid, key: ref.key }, 'call recording stored');
    const now = await this.store.findCall(this.db, callSid);
    if (now?.saved_at) await this.attachRecording(now);
    else if (now?.ended_at) await this.finalise(callSid);
  }

  private async attachRecording(call: CallRow): Promise<void> {
    if (!call.recording_key) return;
    await this.peers
      .conversation()
      .UpdateCallAudio({ callId: call.call_sid, audioUrl: `/api/recordings/${call.call_sid}`, recordingKey: call.recording_key, ownerId: call.owner_id }, { deadlineMs: 10_000 });
  }

  // ------------------------------------------------------------------ the call record

  /**
   * Hands an ended call to the call records (SaveCall: idempotent per call id; it publishes CallCompleted
   * once). A recording that arrived meanwhile is attached after. Failures are retried by the sweeper.
   * The save runs in the call's trace (linked to the status callback or sweep that got to it), so the
   * CallCompleted event and billing's use of it are in the trace the call began in.
   */
  async finalise(callSid: string): Promise<boolean> {
    const call = await this.store.findCall(this.db, callSid);
    if (!call || call.saved_at || !call.ended_at) return false;
    await this.store.markSaveAttempt(this.db, callSid);
    try {
      const turns = await this.store.listTurns(this.db, callSid);
      const record = callRecord(call, turns, call.status === 'completed' ? 'completed' : 'failed');
      await continueTrace(call.trace_context, 'save call record', { 'landline.call_sid': callSid }, () =>
        this.peers.conversation().SaveCall({ call: record }, { deadlineMs: 30_000 }),
      );
      await this.store.markSaved(this.db, callSid);
      const after = await this.store.findCall(this.db, callSid);
      if (after?.recording_key && after.recording_key !== call.recording_key) await this.attachRecording(after);
      this.logger.info({ callSid, status: call.status, seconds: call.duration_seconds, transfers: call.transfers.length }, 'call record saved');
      return true;
    } catch (err) {
      this.logger.warn({ err, callSid }, 'could not save the call record; retried later');
      return false;
    }
  }

  /**
   * Retries call records that could not be saved, and closes calls whose end was never reported
   * (no status callback for `abandonAfterMs`).
   */
  async sweep(abandonAfterMs = 6 * 3600_000): Promise<void> {
    for (const call of await this.store.abandonedCalls(this.db, abandonAfterMs, 50)) {
      await this.store.endCall(this.db, call.call_sid, 'completed', call.updated_at, null);
      this.logger.warn({ callSid: call.call_sid }, 'call end never reported; closed');
    }
    for (const call of await this.store.unsavedCalls(this.db, 60_000, 50)) await this.finalise(call.call_sid);
  }
}
