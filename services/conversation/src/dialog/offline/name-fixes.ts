/**
 * Fixes of a name given before: "no, it's Pérez con zeta", "my last name is Nguyen", "mi apellido es Ruiz",
 * or both parts each after its label ("last name Ng, first name Quentin").
 */
import { distance } from 'fastest-levenshtein';
import { NAME_PARTICLES } from './lexicon';
import { capitalised, format, readName } from './names';
import { tokenize } from './tokens';

export interface NameFix {
  /** Which part of the name it replaces: the last name, the first name, the word it sounds like, or all of it. */
  part: 'last' | 'first' | 'closest' | 'full';
  value: string;
}

/** Where the caller names the part of the name that follows (search() ignores the global flag matchAll needs). */
const LAST_NAME = /\b(?:last name|family name|surname|apellidos?)\b/gi;
const FIRST_NAME = /\b(?:first name|given name|primer nombre)\b/gi;
const ANY_LABEL = new RegExp(`${LAST_NAME.source}|${FIRST_NAME.source}`, 'i');
const FIX_LEAD = /^(?:no|nope|sorry|actually|perdon|perdone|disculpe|no perdon|not quite|almost|casi)\b/;
const SPELLING_TAIL =
  /\s+(?:con|with)\s+(?:una?\s+)?(?:[a-z]|zeta|ese|ce|be|ve|uve|jota|ele|doble\s+ele|erre|equis|ye|i griega|hache|double [a-z]|two [a-z]'?s)(?:\s+(?:larga|corta|griega|at the end|al final))?\b.*$|\s+(?:spelled|se escribe|like)\b.*$/i;

/** "No, it's Pérez con zeta", "my last name is Nguyen", "mi apellido es Ruiz": a fix of the name given before. */
export function findNameFix(said: string, n: string): NameFix | undefined {
  // "My last name is Ng, November Golf. First name Quentin.": both parts, each after its label.
  const lastAt = [...said.matchAll(LAST_NAME)].pop();
  const firstAt = [...said.matchAll(FIRST_NAME)].pop();
  if (lastAt && firstAt) {
    const first = labelledName(said, firstAt);
    const last = labelledName(said, lastAt);
    if (first && last) return { part: 'full', value: `${first} ${last}` };
  }
  const part: NameFix['part'] | undefined = n.search(LAST_NAME) >= 0 ? 'last' : n.search(FIRST_NAME) >= 0 ? 'first' : FIX_LEAD.test(n) ? 'closest' : undefined;
  if (!part) return undefined;
  // "My name is Hoa, family name Nguyen": the part is what follows its name.
  const named = part === 'closest' ? undefined : [...said.matchAll(part === 'last' ? LAST_NAME : FIRST_NAME)].pop();
  const text = named ? said.slice(named.index + named[0].length) : said;
  const cleaned = text
    .replace(SPELLING_TAIL, '')
    .replace(/^[\s¡¿]*(?:(?:no|nope|sorry|actually|perdón|perdon|perdone|disculpe|not quite|almost|casi)[\s,.!]+)*/i, '')
    .replace(/^(?:(?:it'?s|it is|es|that'?s|my|mi|the|el|first|last|name|surname|apellido|primer|nombre|is|i said|dije|said)[\s,:]+)*/i, '');
  const toks = tokenize(cleaned);
  const r = readName(toks, 0);
  if (!r || r.ends === 'other' || r.words.length > 3) return undefined;
  if (part === 'closest' && !r.words.every((t) => NAME_PARTICLES.has(t.n) || capitalised(t))) return undefined;
  return { part, value: format(r) };
}

/** The one or two name words right after a label ("first name", "apellido"), up to the next label. */
function labelledName(said: string, label: RegExpExecArray | RegExpMatchArray): string | undefined {
  const from = (label.index ?? 0) + label[0].length;
  const rest = said.slice(from).split(ANY_LABEL)[0] ?? '';
  const cleaned = rest.replace(/^(?:[\s,:]|is\b|es\b|it'?s\b)+/i, '');
  const r = readName(tokenize(cleaned), 0);
  return r && r.words.length <= 2 && r.words.every((t) => NAME_PARTICLES.has(t.n) || capitalised(t)) ? format(r) : undefined;
}

/** The name after a fix; undefined when the fix does not fit the name (it was about something else). */
export function applyNameFix(name: string | undefined, fix: NameFix): string | undefined {
  if (fix.part === 'full') return fix.value;
  if (!name) return fix.part === 'closest' && fix.value.split(' ').length < 2 ? undefined : fix.value;
  const parts = name.split(' ');
  const fixWords = fix.value.split(' ');
  if (fixWords.length >= 2 && fix.part === 'closest') return fix.value;
  if (fix.part === 'last' && parts.at(-1)?.toLowerCase() === fix.value.toLowerCase()) return name;
  if (fix.part === 'last') return parts.length > 1 ? [...parts.slice(0, -1), fix.value].join(' ') : `${name} ${fix.value}`;
  if (fix.part === 'first') return [fix.value, ...parts.slice(1)].join(' ');
  let best = -1;
  let score = 0;
  parts.forEach((p, i) => {
    if (NAME_PARTICLES.has(p.toLowerCase())) return;
    const a = p.toLowerCase();
    const b = fix.value.toLowerCase();
    const s = 1 - distance(a, b) / Math.max(a.length, b.length);
    if (s > score) [best, score] = [i, s];
  });
  if (best < 0 || score < 0.5) return undefined;
  parts[best] = fix.value;
  return parts.join(' ');
}
