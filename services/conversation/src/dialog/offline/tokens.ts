/**
 * Words of an utterance with where they are and whether punctuation separates them from their
 * neighbours, for the readers of names, addresses and units.
 */
import { norm } from './lexicon';

export interface Token {
  /** As said (without surrounding punctuation). */
  text: string;
  /** Normalised: lower case, no accents. */
  n: string;
  start: number;
  end: number;
  /** A comma, a sentence end or other punctuation stands between this word and the previous one. */
  breakBefore: boolean;
  breakAfter: boolean;
}

/** Abbreviations whose period ends no sentence ("N. Main St.", "Apt. 4", "Mrs. Sullivan"). */
const ABBREVIATIONS = new Set('n s e w ne nw se sw st ave av rd dr blvd ln ct pl apt no mr mrs ms jr sr sra srta dra mt ft'.split(' '));

const WORD = /#|[\p{L}\p{N}]+(?:['’\-.][\p{L}\p{N}]+)*/gu;

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let previousEnd = 0;
  for (const m of text.matchAll(WORD)) {
    const start = m.index;
    const gap = text.slice(previousEnd, start);
    const prev = out[out.length - 1];
    const period = /\./.test(gap) && !(prev && ABBREVIATIONS.has(prev.n) && /^\.\s*$/.test(gap));
    const breakBefore = Boolean(prev) && (/[,;:!?¿¡()"“”]|\s[-–—]\s/.test(gap) || period);
    if (prev) prev.breakAfter = breakBefore;
    out.push({ text: m[0], n: norm(m[0]), start, end: start + m[0].length, breakBefore, breakAfter: false });
    previousEnd = start + m[0].length;
  }
  const last = out[out.length - 1];
  if (last) last.breakAfter = true;
  return out;
}
