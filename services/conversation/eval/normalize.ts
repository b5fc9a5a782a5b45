/**
 * How work-order fields are compared with the labels: what a person would call the same name, address,
 * unit or phone number ("14 Spruce St." is "14 Spruce Street", "Apt #4B" is "4b", "(212) 555-0147" is
 * "+12125550147").
 */

/** Lower case, accents and punctuation gone (apostrophes close up: O'Connell is oconnell), spaces collapsed. */
export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const ADDRESS_WORDS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  avenida: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  terrace: 'ter',
  parkway: 'pkwy',
  highway: 'hwy',
  circle: 'cir',
  square: 'sq',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
  // Numbered streets written either way: "Third Avenue" is "3rd Avenue".
  first: '1st',
  second: '2nd',
  third: '3rd',
  fourth: '4th',
  fifth: '5th',
  sixth: '6th',
  seventh: '7th',
  eighth: '8th',
  ninth: '9th',
  tenth: '10th',
  eleventh: '11th',
  twelfth: '12th',
};

/** Titles a caller may put before a name and a labeller may keep or drop: "Dr. Renata Okafor" is Renata Okafor. */
const TITLES =
  /^(?:(?:mr|mrs|ms|miss|dr|doctor|doctora|rev|reverend|pastor|pastora|sgt|sergeant|sargento|sgto|officer|lic|licenciado|licenciada|ing|ingeniero|ingeniera|prof|profesor|profesora|don|dona|sr|sra|srta|senor|senora)\s+)+/;
const SUFFIXES = new Map([
  ['junior', 'jr'],
  ['senior', 'sr'],
]);

export function normalizeName(name: string): string {
  return plain(name)
    .replace(TITLES, '')
    .split(' ')
    .map((w) => SUFFIXES.get(w) ?? w)
    .join(' ');
}

export function normalizeAddress(address: string): string {
  return plain(address)
    .split(' ')
    .map((w) => ADDRESS_WORDS[w] ?? w)
    .join(' ');
}

const UNIT_WORDS = /\b(apartment|apartamento|apto|apt|unit|unidad|suite|ste|lot|lote|space|espacio|number|numero|no|departamento|depto|dpto|flat|interior|int)\b/g;

/** "Second floor" and "2nd floor" are one floor. */
const ORDINALS: Record<string, string> = { first: '1st', second: '2nd', third: '3rd', fourth: '4th', fifth: '5th' };

/** The unit's letters and digits only: 'Apt #4B' → '4b', 'second floor' → '2ndfloor'; '' stays '' (no unit). */
export function normalizeUnit(unit: string): string {
  return plain(unit)
    .replace(UNIT_WORDS, '')
    .replace(/\b(first|second|third|fourth|fifth)\b/g, (w) => ORDINALS[w] ?? w)
    .replace(/\s+/g, '');
}

/** E.164 digits: a 10-digit number is taken as a US one. */
export function normalizePhoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `1${digits}` : digits;
}

export const FIELDS = ['name', 'address', 'unit', 'phone'] as const;
export type Field = (typeof FIELDS)[number];

const NORMALIZERS: Record<Field, (value: string) => string> = {
  name: normalizeName,
  address: normalizeAddress,
  unit: normalizeUnit,
  phone: normalizePhoneDigits,
};

export const sameField = (field: Field, expected: string, got: string) => NORMALIZERS[field](expected) === NORMALIZERS[field](got);
