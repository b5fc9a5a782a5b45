/**
 * Business hours: the owner's free text ('Monday-Friday 9:00 AM - 5:00 PM', '9:00 AM - 5:00 PM',
 * 'Mon-Fri 8am-6pm; Sat 10am-2pm', '24/7', 'lunes a viernes de 9:00 a 17:00') read into weekly opening
 * times, and whether the office is open at an instant in the agent's time zone.
 *
 * Decisions where the text is silent: times without days mean Monday to Friday (the spec's default
 * '9:00 AM - 5:00 PM' is an office's weekday hours); text with no recognisable time counts as always open
 * (the after-hours behaviour never applies rather than always applying).
 */
/** The languages agents speak. */
export type HoursLanguage = 'en' | 'es';

const stripAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

export interface OpeningSpan {
  /** 0 = Sunday … 6 = Saturday. */
  days: number[];
  /** Minutes after midnight; close may be ≤ open for spans past midnight. */
  open: number;
  close: number;
}

export interface Schedule {
  always: boolean;
  /** The text could be read. */
  known: boolean;
  spans: OpeningSpan[];
}

const DAY_NAMES: Array<[RegExp, number]> = [
  [/^(sun|sunday|sundays|dom|domingo|domingos)$/, 0],
  [/^(mon|monday|mondays|lun|lunes)$/, 1],
  [/^(tue|tues|tuesday|tuesdays|mar|martes)$/, 2],
  [/^(wed|weds|wednesday|wednesdays|mie|miercoles)$/, 3],
  [/^(thu|thur|thurs|thursday|thursdays|jue|jueves)$/, 4],
  [/^(fri|friday|fridays|vie|viernes)$/, 5],
  [/^(sat|saturday|saturdays|sab|sabado|sabados)$/, 6],
];
const WEEKDAYS = [1, 2, 3, 4, 5];
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

function dayOf(word: string): number | undefined {
  const w = stripAccents(word.toLowerCase()).replace(/\.$/, '');
  return DAY_NAMES.find(([re]) => re.test(w))?.[1];
}

function range(from: number, to: number): number[] {
  const days: number[] = [];
  for (let d = from; ; d = (d + 1) % 7) {
    days.push(d);
    if (d === to || days.length > 7) break;
  }
  return days;
}

function parseDays(segment: string): number[] | undefined {
  const s = stripAccents(segment.toLowerCase());
  if (/\b(daily|every ?day|7 days|seven days|todos los dias|diario|diariamente)\b/.test(s)) return ALL_DAYS;
  const found = new Set<number>();
  if (/\b(weekdays?|business days|dias (habiles|laborales)|entre semana)\b/.test(s)) WEEKDAYS.forEach((d) => found.add(d));
  if (/\b(weekends?|fines? de semana)\b/.test(s)) [0, 6].forEach((d) => found.add(d));
  const words = s.match(/[a-z]+\.?/g) ?? [];
  // Words a range's end has taken ("to friday": two, "-friday": one) are no days of their own.
  let taken = 0;
  for (const [i, word] of words.entries()) {
    if (taken > 0) {
      taken--;
      continue;
    }
    const d = dayOf(word);
    if (d === undefined) continue;
    // A range: "monday-friday", "mon to fri", "lunes a viernes", "monday through friday".
    const joiner = words[i + 1];
    const end = joiner && /^(to|through|thru|till|until|a|al|hasta)$/.test(joiner) ? dayOf(words[i + 2] ?? '') : undefined;
    const [, dashedWord] = new RegExp(`${word.replace('.', '\\.')}\\s*[-–—]\\s*([a-z]+)`).exec(s) ?? [];
    const dashEnd = dashedWord === undefined ? undefined : dayOf(dashedWord);
    const to = end ?? dashEnd;
    if (to !== undefined) {
      range(d, to).forEach((x) => found.add(x));
      taken = end !== undefined ? 2 : 1;
    } else found.add(d);
  }
  return found.size ? [...found].sort() : undefined;
}

const TIME = String.raw`(noon|midnight|mediodia|medianoche|\d{1,2}(?:[:.]\d{2})?\s*(?:a\.?\s?m\.?|p\.?\s?m\.?|h|hrs)?)`;
const TIME_RANGE = new RegExp(`${TIME}\\s*(?:-|–|—|to|until|till|through|a|al|hasta|y)\\s*${TIME}`, 'i');

function minutesOf(raw: string): { minutes: number; meridiem?: 'am' | 'pm' } | undefined {
  const t = stripAccents(raw.toLowerCase()).replace(/\s+/g, '');
  if (t === 'noon' || t === 'mediodia') return { minutes: 12 * 60, meridiem: 'pm' };
  if (t === 'midnight' || t === 'medianoche') return { minutes: 0, meridiem: 'am' };
  const m = /^(\d{1,2})(?:[:.](\d{2}))?(a\.?m\.?|p\.?m\.?|h|hrs)?$/.exec(t);
  if (!m) return undefined;
  let h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  if (h > 24 || min > 59) return undefined;
  const mer = m[3]?.startsWith('a') ? 'am' : m[3]?.startsWith('p') ? 'pm' : undefined;
  if (mer === 'pm' && h < 12) h += 12;
  if (mer === 'am' && h === 12) h = 0;
  return { minutes: (h % 24) * 60 + min, meridiem: mer };
}

function parseTimes(segment: string): { open: number; close: number } | undefined {
  const [, from, until] = TIME_RANGE.exec(segment) ?? [];
  if (from === undefined || until === undefined) return undefined;
  const a = minutesOf(from);
  const b = minutesOf(until);
  if (!a || !b) return undefined;
  const open = a.minutes;
  let close = b.minutes;
  // "9-5", "8 to 6": an end without a meridiem before the start is in the afternoon.
  if (!b.meridiem && close <= open && close < 12 * 60) close += 12 * 60;
  if (close === 0) close = 24 * 60;
  return { open, close };
}

export function parseBusinessHours(text: string): Schedule {
  const raw = text.trim();
  if (!raw) return { always: true, known: false, spans: [] };
  const s = stripAccents(raw.toLowerCase());
  if (/\b(24\s*\/\s*7|24\s*hours|24\s*hrs|around the clock|24 horas|las 24 horas)\b/.test(s) && !TIME_RANGE.test(raw)) return { always: true, known: true, spans: [] };
  const spans: OpeningSpan[] = [];
  let lastDays: number[] | undefined;
  for (const segment of raw.split(/[;\n]|,(?!\d)|\band\b|\by\b(?=\s*(?:s[aá]bados?|domingos?|lunes|martes|mi[eé]rcoles|jueves|viernes))/i)) {
    const seg = segment.trim();
    if (!seg) continue;
    const days = parseDays(seg);
    const closed = /\b(closed|cerrado)\b/i.test(seg);
    const times = parseTimes(seg);
    if (closed && !times) {
      lastDays = undefined;
      continue;
    }
    if (!times) {
      // "Monday and Tuesday 9-5": days named before their times carry over.
      if (days) lastDays = [...new Set([...(lastDays ?? []), ...days])];
      continue;
    }
    spans.push({ days: days ? [...new Set([...(lastDays ?? []), ...days])] : (lastDays ?? WEEKDAYS), open: times.open, close: times.close });
    lastDays = undefined;
  }
  if (spans.length === 0) return { always: true, known: false, spans: [] };
  return { always: false, known: true, spans };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Building an Intl.DateTimeFormat is costly (it led the relay benchmark's profile when made per reply):
 * one per zone and shape, kept. An unknown zone throws here, as the constructor does.
 */
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, made);
  }
  return made;
}

const CLOCK: Intl.DateTimeFormatOptions = { weekday: 'short', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' };

/** The local weekday (0 = Sunday) and minutes after midnight of an instant in a time zone. */
export function localTime(now: Date, timezone: string): { day: number; minutes: number; label: string } {
  let tz = timezone || 'America/New_York';
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatter(tz, CLOCK).formatToParts(now);
  } catch {
    tz = 'America/New_York';
    parts = formatter(tz, CLOCK).formatToParts(now);
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  const hour = Number(get('hour')) % 24;
  const minute = Number(get('minute'));
  const label = formatter(tz, { weekday: 'long', hour: 'numeric', minute: '2-digit' }).format(now);
  return { day, minutes: hour * 60 + minute, label };
}

/** Is the office open at `now` in `timezone`? */
export function isOpen(schedule: Schedule, now: Date, timezone: string): boolean {
  if (schedule.always) return true;
  const { day, minutes } = localTime(now, timezone);
  const yesterday = (day + 6) % 7;
  return schedule.spans.some((s) => {
    if (s.close > s.open) return s.days.includes(day) && minutes >= s.open && minutes < s.close;
    // Past midnight: open from `open` on the day until `close` the next morning.
    return (s.days.includes(day) && minutes >= s.open) || (s.days.includes(yesterday) && minutes < s.close);
  });
}

/** Is it the cold season where the agent is (no heat is then an emergency)? November to March, northern hemisphere. */
export function isColdSeason(now: Date, timezone: string): boolean {
  let month: number;
  try {
    month = Number(formatter(timezone || 'America/New_York', { month: 'numeric' }).format(now));
  } catch {
    month = now.getUTCMonth() + 1;
  }
  return month >= 11 || month <= 3;
}

const ZONE_NAMES: Record<string, Record<HoursLanguage, string>> = {
  'America/New_York': { en: 'Eastern time', es: 'hora del Este' },
  'America/Detroit': { en: 'Eastern time', es: 'hora del Este' },
  'America/Chicago': { en: 'Central time', es: 'hora del Centro' },
  'America/Denver': { en: 'Mountain time', es: 'hora de la Montaña' },
  'America/Phoenix': { en: 'Arizona time', es: 'hora de Arizona' },
  'America/Los_Angeles': { en: 'Pacific time', es: 'hora del Pacífico' },
  'America/Anchorage': { en: 'Alaska time', es: 'hora de Alaska' },
  'Pacific/Honolulu': { en: 'Hawaii time', es: 'hora de Hawái' },
};

/** A time zone as people say it: 'Eastern time' / 'hora del Este'; other zones by their id. */
export function zoneName(timezone: string, language: HoursLanguage): string {
  return ZONE_NAMES[timezone]?.[language] ?? timezone.replace(/_/g, ' ');
}
