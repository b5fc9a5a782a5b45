import { OfflineEngine } from '../src/dialog/offline/engine';
import { withSafety } from '../src/dialog/safety/guard';
import { Conversation, type TurnOutput } from '../src/dialog/service';
import type { DialogConfig, EmergencyAlert } from '../src/dialog/types';
import { dialogConfig, OPEN, ownerConfig } from './dialog-helpers';

const QUIET: TurnOutput = { token: () => undefined, event: () => undefined };

/** A live call of `config` whose emergencies land in `alerts`. */
function liveCall(config: DialogConfig, alerts: EmergencyAlert[], callId = 'CA0001') {
  const conversation = new Conversation(config, [], withSafety(new OfflineEngine()), undefined, () => OPEN, {
    context: { callId, source: 'phone', agentNumber: '+14155550100' },
    alerts: async (a) => void alerts.push(a),
  });
  const say = async (text: string) => {
    const r = await conversation.turn(text, QUIET, new AbortController().signal);
    await new Promise((resolve) => setImmediate(resolve));
    return r;
  };
  return { say };
}

describe('an emergency on an agent that cannot put the call through is reported while the call is live', () => {
  it('a danger to life is reported on the turn it is heard, once, with what the caller said', async () => {
    const alerts: EmergencyAlert[] = [];
    const call = liveCall(ownerConfig({ callerNumber: '+13125550111' }), alerts);
    await call.say('__START__');
    const r = await call.say('I smell gas really strongly in my kitchen, it is getting worse.');
    expect(r.events.map((e) => e.type)).not.toContain('emergency');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ callId: 'CA0001', ownerId: 'owner-1', agentId: 'agent-1', source: 'phone', agentNumber: '+14155550100', tier: 'life_safety' });
    expect(alerts[0]?.details.phone).toBe('+13125550111');
    expect(alerts[0]?.details.issueSummary).toMatch(/gas/i);

    await call.say('My name is Dana Ruiz, 40 Elm Street, apartment 2.');
    await call.say('Okay, I am outside now.');
    expect(alerts).toHaveLength(1);
  });

  it('an emergency that is not a danger to life waits for the name, address and callback number, as a transfer would', async () => {
    const alerts: EmergencyAlert[] = [];
    const call = liveCall(ownerConfig({ callerNumber: '+13125550111' }), alerts);
    await call.say('__START__');
    await call.say('Water is pouring through my ceiling from the apartment upstairs.');
    expect(alerts).toHaveLength(0);
    await call.say('This is Dana Ruiz at 40 Elm Street, apartment 2.');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ tier: 'emergency', details: { clientName: 'Dana Ruiz' } });
    expect(alerts[0]?.details.address).toMatch(/40 Elm Street/);
    await call.say('It is still coming down.');
    expect(alerts).toHaveLength(1);
  });

  it('the same in Spanish', async () => {
    const alerts: EmergencyAlert[] = [];
    const call = liveCall(ownerConfig({ language: 'es', callerNumber: '+13125550111' }), alerts);
    await call.say('__START__');
    await call.say('Hola, huele mucho a gas en la cocina desde hace un rato.');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.tier).toBe('life_safety');
  });

  it('nothing is reported for a routine call, for an agent that transfers, for the demo, or without a call id', async () => {
    const cases: Array<[DialogConfig, string, string?]> = [
      [ownerConfig(), 'The kitchen faucet drips a little.'],
      [ownerConfig({ transfer: { enabled: true, number: '+14155550199' } }), 'I smell gas in the hallway.'],
      [dialogConfig(), 'I smell gas in the hallway.'],
      [ownerConfig(), 'I smell gas in the hallway.', ''],
    ];
    for (const [config, line, callId] of cases) {
      const alerts: EmergencyAlert[] = [];
      const call = liveCall(config, alerts, callId);
      await call.say('__START__');
      await call.say(line);
      expect(alerts).toEqual([]);
    }
  });

  it('a failing report never fails the turn', async () => {
    const conversation = new Conversation(ownerConfig(), [], withSafety(new OfflineEngine()), undefined, () => OPEN, {
      context: { callId: 'CA0002', source: 'web', agentNumber: '' },
      alerts: async () => {
        throw new Error('outbox down');
      },
    });
    const r = await conversation.turn('There is smoke coming out of the outlet!', QUIET, new AbortController().signal);
    expect(r.text).toMatch(/911/);
  });
});
