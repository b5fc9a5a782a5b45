import { useEffect, useSyncExternalStore } from 'react';
import type { CallEngine, CallSnapshot } from './CallEngine';

const IDLE_SNAPSHOT: CallSnapshot = {
  state: 'IDLE',
  callId: null,
  lines: [],
  interim: '',
  speechInput: false,
  notice: null,
  error: null,
  endReason: null,
  emergency: false,
  saveState: 'idle',
};

const noop = () => () => undefined;

/** The call's live snapshot (IDLE without a call). */
export function useCallSnapshot(engine: CallEngine | null): CallSnapshot {
  return useSyncExternalStore(engine ? engine.subscribe : noop, engine ? engine.getSnapshot : () => IDLE_SNAPSHOT);
}

/** Hangs up (and saves) a call whose component goes away. */
export function useDisposeOnUnmount(engine: CallEngine | null): void {
  useEffect(() => () => engine?.dispose(), [engine]);
}
