import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { api } from '../../api/endpoints';
import { serverMessageOr } from '../../api/errors';
import type { CallTransfer } from '@landline/api';
import { useAuth } from '../../auth/useAuth';
import { CallEngine, type CallSetup } from '../../calls/CallEngine';
import { CALL_MESSAGES, DEMO_CONFIG, TIMINGS } from '../../calls/constants';
import { useCallSnapshot, useDisposeOnUnmount } from '../../calls/useCallEngine';
import { demoEmployeeBySlug, EMERGENCY_EMPLOYEE_SLUG, type DemoEmployee, type DemoLanguage } from './demoEmployees';

/** The demo configuration the chat speaks with. */
function demoCustomConfig(employee: DemoEmployee, language: DemoLanguage) {
  return {
    templateIndustry: 'property_management',
    templateType: employee.templateType,
    language,
    customizations: {
      company: { name: DEMO_CONFIG.companyName },
      agent: { name: employee.name },
      schedule: { timezone: DEMO_CONFIG.timezone, businessHours: { hours: DEMO_CONFIG.businessHours } },
    },
  };
}

function demoCallSetup(employee: DemoEmployee, language: DemoLanguage, signedIn: boolean, carried?: CallSetup['carried']): CallSetup {
  return {
    signedIn,
    callName: employee.slug,
    employee: employee.slug,
    agentName: employee.name,
    language,
    customConfig: demoCustomConfig(employee, language),
    watchEmergency: Boolean(employee.handsOffEmergencies),
    carried,
  };
}

/**
 * A demo call on the landing page: the engine for the employee on the line, the emergency transfer to
 * the emergency employee, and the 'Closing in {n}s...' countdown after the call ends.
 */
export function useDemoCall(onAutoClose: () => void) {
  const { session } = useAuth();
  const [engine, setEngine] = useState<CallEngine | null>(null);
  const [employee, setEmployee] = useState<DemoEmployee | null>(null);
  const [transferFrom, setTransferFrom] = useState<DemoEmployee | null>(null);
  const [transferError, setTransferError] = useState<string | null>(null);
  const [countdown, setCountdown] = useState<number | null>(null);
  const snapshot = useCallSnapshot(engine);
  useDisposeOnUnmount(engine);

  const start = useCallback(
    (who: DemoEmployee, language: DemoLanguage) => {
      const next = new CallEngine(demoCallSetup(who, language, session !== null));
      setTransferFrom(null);
      setTransferError(null);
      setEmployee(who);
      setEngine(next);
      void next.start();
    },
    [session],
  );

  /** Hangs up (saving the call) and forgets it. */
  const reset = useCallback(() => {
    setEngine((current) => {
      current?.dispose();
      return null;
    });
    setCountdown(null);
    setTransferError(null);
  }, []);

  const transfer = useCallback(async () => {
    if (!engine || !employee) return;
    const target = demoEmployeeBySlug(EMERGENCY_EMPLOYEE_SLUG);
    if (!target) return;
    setTransferError(null);
    engine.beginTransfer();
    const transcript = engine.transcript();
    let details;
    try {
      details = await api.extractTransferDetails({
        transcript: transcript.map(({ role, text }) => ({ role, text })),
        language: engine.setup.language,
        templateType: employee.templateType,
      });
    } catch (error) {
      setTransferError(serverMessageOr(error, CALL_MESSAGES.transferExtractionFailed));
      engine.transferFailed();
      return;
    }
    const timestamp = new Date().toISOString();
    const outgoing: CallTransfer = { type: 'outgoing', from: employee.name, to: target.name, timestamp, details, reason: 'emergency' };
    void engine.completeTransfer(outgoing);
    const incoming: CallTransfer = { ...outgoing, type: 'incoming' };
    const next = new CallEngine(demoCallSetup(target, engine.setup.language, session !== null, { transcript, transfer: incoming }));
    setTransferFrom(employee);
    setEmployee(target);
    setEngine(next);
    void next.start();
  }, [engine, employee, session]);

  // After ENDED: count down from 5 and close, unless a transfer is recommended.
  const ended = snapshot.state === 'ENDED' && !snapshot.emergency;
  const [prevEnd, setPrevEnd] = useState({ ended, engine });
  if (ended !== prevEnd.ended || engine !== prevEnd.engine) {
    setPrevEnd({ ended, engine });
    setCountdown(ended ? TIMINGS.closeCountdownSeconds : null);
  }
  const close = useEffectEvent(onAutoClose);
  useEffect(() => {
    if (!ended) return;
    let left = TIMINGS.closeCountdownSeconds;
    const timer = window.setInterval(() => {
      left -= 1;
      if (left <= 0) {
        window.clearInterval(timer);
        setCountdown(0);
        close();
      } else {
        setCountdown(left);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [ended, engine]);

  return { engine, employee, transferFrom, snapshot, countdown, transferError, start, reset, transfer };
}
