import { jest } from '@jest/globals';
import { Playback } from '../src/calls/playback';

describe('Playback: when the caller has heard the employee', () => {
  let now = 0;
  const playback = () => new Playback({ charsPerSecond: 10, reportSlackMs: 5_000, now: () => now });
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    now = 0;
  });
  afterEach(() => jest.useRealTimers());
  const advance = (ms: number) => {
    now += ms;
    jest.advanceTimersByTime(ms);
  };

  it('without reports, times speech by the estimate', () => {
    const p = playback();
    p.said('0123456789'); // one second at ten characters a second
    const heard = jest.fn();
    p.whenHeard(heard);
    advance(999);
    expect(heard).not.toHaveBeenCalled();
    advance(1);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(p.tracked).toBe(false);
  });

  it('with reports, waits for every word to be played and the voice to stop, whatever the estimate says', async () => {
    const p = playback();
    p.onInfo('agentSpeaking', 'on');
    p.said('Hello there, ');
    p.said('how can I help?');
    const heard = jest.fn();
    p.whenHeard(heard);
    advance(4_000); // past the estimate: the reports decide
    expect(heard).not.toHaveBeenCalled();
    p.onInfo('tokensPlayed', 'Hello there,');
    p.onInfo('agentSpeaking', 'off');
    expect(heard).not.toHaveBeenCalled(); // "how can I help?" not played yet
    p.onInfo('agentSpeaking', 'on');
    p.onInfo('tokensPlayed', 'how can I help?');
    expect(heard).not.toHaveBeenCalled(); // still speaking
    p.onInfo('agentSpeaking', 'off');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(p.tracked).toBe(true);
  });

  it('a wait begun when all was heard settles at once; an interruption settles it too', async () => {
    const p = playback();
    p.onInfo('agentSpeaking', 'off');
    const heard = jest.fn();
    p.whenHeard(heard);
    await Promise.resolve();
    expect(heard).toHaveBeenCalledTimes(1);
    p.said('A long reply the caller talks over.');
    p.onInfo('agentSpeaking', 'on');
    const later = jest.fn();
    p.whenHeard(later);
    p.interrupted();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('reports that stop coming do not hold the call: the estimate plus slack is the backstop', () => {
    const p = playback();
    p.onInfo('agentSpeaking', 'on');
    p.said('0123456789');
    const heard = jest.fn();
    p.whenHeard(heard);
    advance(5_999);
    expect(heard).not.toHaveBeenCalled();
    advance(1);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('with speaker events alone, text sent after the voice stopped waits for its own stop', () => {
    const p = playback();
    p.onInfo('agentSpeaking', 'on');
    p.said('First sentence.');
    p.onInfo('agentSpeaking', 'off');
    p.said('Second sentence.');
    const heard = jest.fn();
    p.whenHeard(heard);
    expect(heard).not.toHaveBeenCalled();
    p.onInfo('agentSpeaking', 'on');
    p.onInfo('agentSpeaking', 'off');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('the welcome greeting, spoken by the carrier, is heard when the voice stops (no played tokens cover it)', () => {
    const p = playback();
    p.carrierSays('Thank you for calling. How can I help you today?');
    p.onInfo('agentSpeaking', 'on');
    p.onInfo('tokensPlayed', 'Hi');
    const heard = jest.fn();
    p.whenHeard(heard);
    p.onInfo('agentSpeaking', 'off');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('a cancelled wait never runs; other info messages say nothing of playback', () => {
    const p = playback();
    p.said('0123456789');
    const heard = jest.fn();
    const cancel = p.whenHeard(heard);
    cancel();
    advance(2_000);
    expect(heard).not.toHaveBeenCalled();
    expect(p.onInfo('roundTripDelayMs', '140')).toBe(false);
    expect(p.tracked).toBe(false);
  });
});
