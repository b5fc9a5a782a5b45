import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { PhoneCall } from './PhoneCall';
import { IDLE_PHONE, type PhoneSnapshot } from './phoneSnapshot';

const noop = () => () => undefined;
const idle = () => IDLE_PHONE;

/**
 * The phone simulator's current call: `dial` starts a new one (the Call button is only there when no call
 * is live), and a call still live when the page goes away is hung up (and saved).
 */
export function usePhoneCall(): { call: PhoneCall | null; snapshot: PhoneSnapshot; dial: (to: string, from: string) => void } {
  const [call, setCall] = useState<PhoneCall | null>(null);
  const snapshot = useSyncExternalStore(call ? call.subscribe : noop, call ? call.getSnapshot : idle);
  useEffect(() => () => call?.hangUp(), [call]);

  const dial = useCallback((to: string, from: string) => {
    const next = new PhoneCall(to, from);
    setCall(next);
    void next.start();
  }, []);
  return { call, snapshot, dial };
}
