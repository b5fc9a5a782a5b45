/**
 * A caller who asks for someone by name ("Is Linda there?", "¿Se encuentra la señora Martínez?",
 * "can I talk to Denise?") is asking for a person. The name is read from how it is written: a capitalised
 * word that is a given name, or any word after a title (Mr, señora, don).
 */
import { isGivenName } from '../offline/given-names';
import { stripAccents } from './text';

const NAME = String.raw`[A-ZÁÉÍÓÚÑ][a-záéíóúñ'-]+`;
const TITLE = String.raw`(?:mr|mrs|ms|miss|mister|señor|señora|señorita|sr|sra|srta|don|doña|licenciad[oa]|lic)\.?`;
const WHO = String.raw`(?:(?:the|el|la)\s+)?(?:(${TITLE})\s+)?(${NAME})`;

/** Each way of asking, and whether any capitalised word there is a name or only a known first name. */
const ASKS: Array<{ re: RegExp; anyName: boolean; anyCase?: boolean }> = [
  // "Is Linda there?", "is Mr. Okafor in today?"
  // "This is Linda Carver in 4C" introduces the caller.
  {
    re: new RegExp(
      String.raw`(?<!\b(?:this|it|name|that|here)\s)\b(?:is|are)\s+${WHO}(?:\s+${NAME})?\s+(?:there|in(?=\s*[?.!,]|\s*$|\s+(?:today|yet|now|right\s+now|the\s+office|this))|around|available|working|on\s+duty|at\s+the\s+office)\b`,
      'i',
    ),
    anyName: true,
  },
  // "can I talk to Denise", "let me speak with Mrs. Ruiz", "put me through to Carla"
  { re: new RegExp(String.raw`\b(?:talk|speak|through|transfer\s+me|connect\s+me)\s+(?:to|with)\s+${WHO}`, 'i'), anyName: true },
  // "Put Dave on", "get Marisol on the phone"
  { re: new RegExp(String.raw`\b(?:put|get)\s+${WHO}\s+on\b`, 'i'), anyName: true },
  // "Can you have Ray call me", "can i get denise to call me back": phone speech comes in lower case, so any word
  // that is no role, pronoun or common word, said without an article.
  { re: new RegExp(String.raw`\b(?:have|get|ask)\s+()(${NAME})\s+(?:to\s+)?(?:call|ring|text|give\s+me\s+a\s+(?:call|ring))\b`, 'i'), anyName: true, anyCase: true },
  // "Quisiera que me llame la señora Rocío", "dígale al señor Galindo que me llame", "tell Mrs. Ortiz to call me".
  { re: new RegExp(String.raw`\bme\s+llame\s+${WHO}`, 'i'), anyName: true },
  {
    re: new RegExp(String.raw`\b(?:d[ií]gale|dile|tell)\s+(?:a\s+la\s+|al\s+|a\s+|to\s+)?${WHO}\b[^.?!]{0,40}\b(?:que\s+me\s+llame|to\s+call\s+me|call\s+me)`, 'i'),
    anyName: true,
  },
  // "Could Ms. Patel give me a call back?", "¿podría la señora Domínguez llamarme?"
  {
    re: new RegExp(
      String.raw`\b(?:could|can|would|will|podría|podria|puede|podrá|podra)\s+${WHO}\s+(?:give\s+me\s+a\s+(?:call|ring)|call\s+me|ring\s+me|llamarme|marcarme|devolverme)`,
      'i',
    ),
    anyName: true,
  },
  // "¿Está Yesenia?", "¿se encuentra Chuy por ahí?": a name asked after on its own.
  { re: new RegExp(String.raw`(?:^|[¿\s,])(?:está|esta|se\s+encuentra|anda)\s+${WHO}(?:\s+(?:por\s+ahí|por\s+ahi|hoy|ahí|ahi|en\s+la\s+oficina))?\s*\?`, 'i'), anyName: true },
  // "¿Está Linda?", "¿se encuentra la señora Martínez?", "¿anda don Rigo por ahí?": "Está Bien" is no one.
  { re: new RegExp(String.raw`(?:^|[¿\s,])(?:está|esta|estará|se\s+encuentra|anda)\s+${WHO}`, 'i'), anyName: false },
  // "¿me pasa con la señora Martínez?", "quiero hablar con Lupita"
  {
    re: new RegExp(String.raw`\b(?:hablar|pasar|pasa|pase|páseme|paseme|comunicar|comunica|comunique|comuníqueme|comuniqueme|comunicarme|platicar)\s+con\s+${WHO}`, 'i'),
    anyName: true,
  },
];

const NOT_NAMES = new Set([
  'i',
  'it',
  'this',
  'that',
  'there',
  'everything',
  'anyone',
  'anybody',
  'someone',
  'somebody',
  'everybody',
  'everyone',
  'he',
  'she',
  'they',
  'you',
  'we',
  'todo',
  'alguien',
  'usted',
  'ella',
  'el',
  'bien',
  'mal',
  // Roles and words a lower-case "have … call me" may name instead of a person.
  'them',
  'him',
  'her',
  'me',
  'us',
  'one',
  'maintenance',
  'management',
  'office',
  'plumber',
  'electrician',
  'super',
  'manager',
  'landlord',
  'landlady',
  'owner',
  'company',
  'contractor',
  'technician',
  'tech',
  'handyman',
  'exterminator',
  'locksmith',
  'guy',
  'lady',
  'team',
  'staff',
  'people',
  'whoever',
  'security',
  'front',
  'desk',
  'leasing',
  'my',
  'your',
  'his',
  'their',
  'our',
  'a',
  'an',
  'the',
  'back',
  'out',
]);

/** Speech recognition runs a title into the name: "está donchuy" is "don Chuy". */
const MERGED_TITLE = /\b(don|doña|dona)(\p{L}{3,})\b/giu;
const splitTitle = (text: string) => text.replace(MERGED_TITLE, (m, title: string, rest: string) => (isGivenName(rest) ? `${title} ${rest}` : m));

export function asksForNamedStaff(said: string): boolean {
  const text = splitTitle(said);
  for (const { re, anyName, anyCase } of ASKS) {
    const m = re.exec(text);
    if (!m) continue;
    const [, title, name] = m;
    // After a title any word is a name, in speech recognition's lower case too ("al señor galindo").
    if (!name || (!anyCase && !title && name.charAt(0) !== name.charAt(0).toUpperCase()) || NOT_NAMES.has(stripAccents(name.toLowerCase()))) continue;
    if (title || anyName || isGivenName(name)) return true;
  }
  return false;
}
