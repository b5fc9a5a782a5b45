// The call log page's pure rules: the URL's filters, date presets, the row's caller, issue and tags.
import type { Call } from '@landline/api';
import {
  callerLabel,
  callLogLink,
  callTags,
  exportFileName,
  filterParams,
  filtersFromUrl,
  issuePreview,
  presetOf,
  presetRange,
  todayIn,
} from '../src/pages/calls/log/callLogRules';
import { partial, type DeepPartial } from './partial';

/** A browser call with the empty values the server sends for what it does not hold. */
const call = (over: DeepPartial<Call> = {}): Call =>
  partial<Call>({
    id: 'c1',
    callSource: 'web',
    callType: 'web_test',
    from: { phoneNumber: '' },
    callerNumber: '',
    transcript: [],
    messages: [],
    urgency: '',
    outcomes: [],
    request: null,
    ...over,
  });

describe('call log filters in the URL', () => {
  it('reads the filters and writes back only those set, with a zone only for dates', () => {
    const filters = filtersFromUrl(new URLSearchParams('q=dana&urgency=emergency&tz=America%2FChicago'));
    expect(filters).toMatchObject({ q: 'dana', urgency: 'emergency', tz: 'America/Chicago', from: '', outcome: '' });
    expect(filterParams(filters)).toEqual({ q: 'dana', urgency: 'emergency' });
    expect(callLogLink({ urgency: 'emergency', from: '2025-10-21', to: '2025-10-21', tz: 'America/Chicago' })).toBe(
      '/dashboard/calls?from=2025-10-21&to=2025-10-21&tz=America%2FChicago&urgency=emergency',
    );
    expect(callLogLink()).toBe('/dashboard/calls');
  });

  it('turns presets into days of the zone, and back', () => {
    const now = new Date('2025-10-21T03:00:00Z'); // still the 20th in Chicago
    expect(todayIn('America/Chicago', now)).toBe('2025-10-20');
    expect(presetRange('7d', 'America/Chicago', now)).toEqual({ from: '2025-10-14', to: '2025-10-20' });
    expect(presetRange('today', 'UTC', now)).toEqual({ from: '2025-10-21', to: '2025-10-21' });
    expect(presetOf({ from: '2025-10-14', to: '2025-10-20' }, 'America/Chicago', now)).toBe('7d');
    expect(presetOf({ from: '2025-10-01', to: '2025-10-20' }, 'America/Chicago', now)).toBe('custom');
    expect(presetOf({ from: '', to: '' }, 'UTC', now)).toBe('any');
  });

  it('names the export as the server says, else by date', () => {
    expect(exportFileName('attachment; filename="landline-calls-2025-10-21.csv"', '2025-10-22')).toBe('landline-calls-2025-10-21.csv');
    expect(exportFileName(null, '2025-10-22')).toBe('landline-calls-2025-10-22.csv');
  });
});

describe('call log rows', () => {
  it('names the caller from the work order, else the number, else a browser test', () => {
    expect(callerLabel(call({ request: { tenantName: 'Dana Wu', unit: '3' } }))).toBe('Dana Wu · Unit 3');
    expect(callerLabel(call({ callSource: 'phone', from: { phoneNumber: '+13125550199' } }))).toBe('(312) 555-0199');
    expect(callerLabel(call())).toBe('Browser test');
    expect(callerLabel(call({ callSource: 'phone' }))).toBe('Unknown caller');
  });

  it("previews the issue, else the caller's first words, never the greeting", () => {
    const transcript = [
      { role: 'model' as const, text: 'Thank you for calling Oak Lane Rentals' },
      { role: 'user' as const, text: 'My sink leaks' },
    ];
    expect(issuePreview(call({ transcript, request: { issueSummary: 'Kitchen sink leaking' } }))).toBe('Kitchen sink leaking');
    expect(issuePreview(call({ transcript }))).toBe('My sink leaks');
    expect(issuePreview(call({ transcript: transcript.slice(0, 1) }))).toBe('');
  });

  it('tags urgency above routine, then the outcomes, ignoring unknown values', () => {
    expect(callTags(call({ urgency: 'life_safety', outcomes: ['work_order', 'transferred'] })).map((t) => t.label)).toEqual(['Life safety', 'Work order', 'Transferred']);
    expect(callTags(call({ urgency: 'routine', outcomes: ['spam', 'nonsense'] })).map((t) => t.label)).toEqual(['Spam/hang-up']);
    expect(callTags(call())).toEqual([]);
  });
});
