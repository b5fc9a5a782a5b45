/**
 * The caller's name as tenants give it: after "my name is", "this is", "soy", "me llamo", or on its own
 * ("Beth Carter, 14 Spruce Street…", "Kim", "María José de la Cruz"), in speech-recognition lower case
 * too; never a word of a problem description ("it's the kitchen", "soy inquilino", "I'm worried").
 * Works on text whose number words are already digits (wordsToDigits).
 */
import { isGivenName } from './given-names';
import { NAME_PARTICLES, NAME_STOPS, NOT_NAMES, PROBLEM_WORDS } from './lexicon';
import { tokenize, type Token } from './tokens';

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** Words that are no name, beyond the lexicon's: answers, feelings, places, speech-recognition contractions. */
const NOT_A_NAME = new Set([
  ...NOT_NAMES,
  ...words(
    'ugh yep yup nope nah correct incorrect right wrong exactly whatever alright anyway anytime maybe perhaps ' +
      'this that number numbers phone cell cellphone mobile email mail text line same other another one ones ' +
      'hes shes its im ive id ill thats theres whats dont cant wont didnt isnt doesnt wasnt arent youre were theyre lets ' +
      'warm cold hot fine okay ok good bad sick dizzy nauseous hurt alone scared afraid worried upset angry mad frustrated tired ' +
      'confused lost sure unsure curious annoyed stressed desperate embarrassed glad happy pissed furious done ready busy late new ' +
      'minus plus around about over under almost nearly below above roughly approximately only just still like wet dry soaking soaked ' +
      'old elderly pregnant disabled alive awake asleep safe outside inside downstairs upstairs home away gone leaving out ' +
      'mom dad mother father wife husband son daughter kids baby grandson granddaughter neighbor neighbour landlord super ' +
      'kitchen bathroom bedroom hallway basement garage building ceiling stairs ' +
      'hurry quick quickly asap soon now today tonight tomorrow yesterday morning afternoon evening night week month ' +
      'monday tuesday wednesday thursday friday saturday sunday january february march april june july august september october november december ' +
      'address street avenue road drive lane calle avenida bulevar camino name names first last full apellido nombre direccion dirección telefono teléfono cel celular ' +
      'sir madam maam dear honey mijo mija oiga mire ay ah oh um uh hmm eh jaja ' +
      'del si sí correcto exacto eso ese esa este esta esto aqui acá aca ahi alla mismo misma nomas nomás nada todo todos ' +
      'desde hoy ayer anoche manana mañana ahora ahorita luego pronto rapido rápido ' +
      'señora senora señor senor mayor sola solo solos casa afuera adentro abajo arriba calle edificio cuarto cocina baño bano ' +
      'preocupado preocupada asustado asustada enfermo enferma mareado mareada cansado cansada inquilina vecinos ' +
      'paseme páseme comuniqueme comuníqueme ayuda ayudeme ayúdeme perdon perdón disculpe gracias favor bueno pues ' +
      'thanks thank bye goodbye adios hello hi hey hola buenas buenos hundreds thousands dozens lots bunch ' +
      'operator representative person human manager agent supervisor somebody someone anybody anyone everybody everyone nobody ' +
      'dios mio mío santo madre caramba oye se lo nos te somos son estamos fuimos vamos voy puede pueden podemos usar ' +
      'nothing everything something anything city town county villas village apartments commons towers condos estates plaza ' +
      'ridge palms gardens terrace heights lofts residencial residencias condominio conjunto everywhere towels ' +
      'agente operadora operador representante supervisora encargado encargada depto dpto apto departamento apartamento unidad unit apt suite ' +
      'llameme llámeme llamame llámame marqueme márqueme haga hagan ponga póngalo pongalo el numero número ' +
      'spot space lot building floor door room btw lol pls plz thx tho rn smth idk omg best',
  ),
]);
const PLACE_BEFORE = new Set(words('st ste saint san santa ft fort mt mount'));
/** Words between a nickname and the full name that puts it right: "Tere, bueno, María Teresa Olvera". */
const RESTATING = new Set(words('bueno perdon perdone digo sorry well actually i mean no'));
/** Titles before a name: "Mrs. Margaret Sullivan", "la señora Pérez". */
const TITLES = new Set(
  words(
    'mr mrs ms miss missus mister dr doctor doctora sr sra srta senor señor senora señora senorita señorita don dona doña ' +
      'rev reverend pastor pastora sgt sergeant sargento sgto officer capt captain lic licenciado licenciada ing ingeniero ingeniera prof profe profesor profesora arq',
  ),
);
const NICKNAME = /(?<=\p{L}\s+)["“(']\p{Lu}\p{L}+["”)'](?=\s+\p{Lu})/gu;
/** "Mister and missus Pruitt", "los señores Ortiz": a couple by their family name. */
const COUPLE = /\b(?:mister|mr\.?|señor|senor)\s+(?:and|&|y)\s+(?:missus|mrs\.?|señora|senora)\s+/gi;
const STOP = new Set([
  ...NAME_STOPS,
  ...words('vivo vivimos live living lives address direccion dirección telefono teléfono cell celular speaking calling here aqui aquí soy yo with'),
]);
/** A relative's name when the caller phones for them: "mi mamá se llama…", "my mother's name is…". */
const RELATIVE = String.raw`(?:my|mi) (?:mom|mother|dad|father|grandma|grandmother|grandpa|grandfather|mama|mamá|madre|papa|papá|padre|abuela|abuelita|abuelo|abuelito)(?:'?s name is| name is| se llama)`;
/** Who the caller is to the tenant, then their own name: "soy su hija, Gladys Rosario", "I'm her son, Tom Reyes". */
const KIN = String.raw`(?:soy|i'?m|i am|this is|le habla)\s+(?:su|el|la|her|his|their|the)\s+(?:hija|hijo|esposo|esposa|nieta|nieto|sobrina|sobrino|hermana|hermano|vecina|vecino|cuidadora|cuidador|daughter|son|husband|wife|granddaughter|grandson|niece|nephew|sister|brother|neighbou?r|caregiver|aide|director|directora|manager|gerente|owner|due[nñ][oa]|encargad[oa]|administrador|administradora|supervisor|supervisora|propietari[oa])(?:\s+(?:typing|writing|speaking|here|escribiendo|hablando|aqui|aquí))?\s*[,:]?`;
const KIN_AHEAD = new RegExp(String.raw`^\s*${KIN}\s*`, 'i');
const STRONG = new RegExp(
  String.raw`(?:\b(?:my name is|my name'?s|name is|name'?s|the name is|(?:the\s+)?lease is (?:under|in)(?: the name of)?|me llamo|mi nombre es|mi nombre|(?:put it |put the order |it'?s |is )?under (?:her|his|my|their|the) name|a nombre de(?:\s+(?:él|el|ella|ellos|ellas|mi esposo|mi esposa|mi marido|mi mujer|mi hijo|mi hija|mi mamá|mi mama|mi papá|mi papa)\s*,?)?|(?:ella|él|el)\s+se\s+llama|(?:la|el)\s+inquilin[oa]\s+es|(?:es|is)\s+(?:la|el|the)\s+(?:inquilin[oa]|tenant)\s*,|the\s+tenant(?:'?s\s+name)?\s+is|de parte de|my name|(?:name|nombre)\s*:|${RELATIVE})|(?:^|[.!?]\s*)(?:name|nombre))\s*[:,]?\s+$`,
  'i',
);
/** A household by its family name: "somos los Ramírez", "we're the Nguyens". */
const FAMILY = String.raw`(?:somos\s+(?:los|las|la\s+familia)|we'?re\s+the|we\s+are\s+the)`;
/** Whom a package or a message is for: "it's for Sophie Durand", "es para Lucía Herrera". */
const FOR_WHOM = String.raw`(?:(?:it'?s|its|it\s+is|es|son)\s+(?:for|para))`;
/** Also the tenant named by whoever phones for them: "She's Evelyn Marsh", "ella es Rosa Díaz". */
const WEAK = new RegExp(
  String.raw`\b(?:this is|it'?s|its|it is|i am|i'?m|im|soy|yo soy|habla|le habla|les habla|(?:just\s+)?put(?:\s+down)?|she'?s|he'?s|she is|he is|ella es|that'?s me|thats me|le escribe|les escribe|te escribe|(?:heads up|message|update|note) from|${KIN}|${FAMILY}|${FOR_WHOM})(?:[\s,]+(?:uh+|um+|er+|eh|este|pues))*[\s,]+$`,
  'i',
);
/** "This is Little Acorns Daycare", "le habla la lavandería Lava Express": a business, not the caller's name. */
const BUSINESS = new Set(
  words(
    'daycare studio salon restaurant cafe bakery laundromat laundry store shop llc inc company church clinic market grill bar pizzeria ' +
      'deli barbershop boutique spa restaurante tienda panaderia lavanderia iglesia clinica mercado taqueria guarderia barberia pupuseria',
  ),
);
/** Words that take back a name just said: "me llamo Altagracia… no, perdón, esa es mi mamá". */
const TAKEN_BACK = /\b(?:no|sorry|actually|wait|perd[oó]n|perdone|mejor dicho|that'?s my|esa es mi|ese es mi)\b/i;
/** Someone else's name, told to help: "my landlord's name is Mr. Feldman", "el dueño se llama Ruiz". */
const OTHERS_NAME =
  /\b(?:landlord|landlady|super|superintendent|manager|neighbou?r|roommate|boss|owner|plumber|contractor|technician|handyman|dog|cat|dueñ[oa]|duen[oa]|vecin[oa]|encargad[oa]|perr[oa]|gat[oa])(?:'?s)?\s+(?:name is|name'?s|se llama)\s*[:,]?\s+$/i;
const SPANISH_FAMILY = /\bsomos\s+(?:los|las|la\s+familia)[\s,]+$/i;
/** The caller naming themself: "I'm Renata Hale", "yo soy Teresa Guzmán". */
const FIRST_PERSON = /\b(?:i am|i'?m|im|yo soy|soy|me llamo)(?:[\s,]+(?:uh+|um+|er+|eh|este|pues))*[\s,]+$/i;
/** Words said before an answer: "Yes, Beth Carter", "Oh, sorry, it's…", "Buenas, mire, …". */
const FILLER = new Set(
  words(
    'yes yeah yep yup sure ok okay fine alright right well so oh ah ay um uh hmm hi hello hey hola good morning afternoon evening ' +
      'buenas buenos dias días tardes noches sorry perdon perdón perdone mire oiga bueno pues este si sí claro and y also ' +
      'dear honey mijo mija please por favor anyway anyways entonces',
  ),
);
/** Nothing but a name follows these: a name ends here. */
const CONNECTORS = new Set(
  words("at in from on del de la el en vivo vivimos estoy estamos i live we we're were im i'm here unit apartment apt apartamento address direccion is es and y my mi"),
);

const contraction = (t: Token) => /['’](s|t|m|re|ll|ve|d)$/i.test(t.text) && !/^[od]['’]/i.test(t.text);
const lower = (t: Token) => t.text === t.text.toLowerCase();
export const capitalised = (t: Token | undefined) => Boolean(t && /^\p{Lu}/u.test(t.text));

/** A word that can be part of a name. */
function nameWord(t: Token | undefined): boolean {
  if (!t || !/^\p{L}[\p{L}'’-]*$/u.test(t.text) || t.n.length < 2 || contraction(t)) return false;
  return !NOT_A_NAME.has(t.n) && !TITLES.has(t.n) && !PROBLEM_WORDS.test(t.n);
}

/** Lower case (speech recognition) "whispering", "really": no name starts so. */
const verbish = (t: Token) => lower(t) && /(?:ing|ly)$/.test(t.n) && t.n.length > 4;

interface Read {
  /** At least one word. */
  words: [Token, ...Token[]];
  /** Index of the token after the name. */
  next: number;
  /** Where the last token read ends (a repeated word included). */
  end: number;
  /** What follows: punctuation or the end (the name was all of it), a stop word, or the sentence goes on. */
  ends: 'break' | 'stop' | 'contact' | 'other';
}

const inSpan = (t: Token, spans: Span[]) => spans.some((sp) => t.start >= sp.start && t.start < sp.end);

/** Reads a name starting at token i: up to four name words with particles between them. */
export function readName(toks: Token[], i: number, spans: Span[] = []): Read | undefined {
  // "St. Paul", "San Antonio": a saint or a fort before it makes a place.
  const before = toks[i - 1];
  if (before && PLACE_BEFORE.has(before.n) && !inSpan(before, spans)) return undefined;
  let k = i;
  // "Mrs. Sullivan", "la señora Martínez"
  while (TITLES.has(toks[k]?.n ?? '') || (/^(la|el)$/.test(toks[k]?.n ?? '') && TITLES.has(toks[k + 1]?.n ?? ''))) k++;
  const out: Token[] = [];
  let core = 0;
  for (let t = toks[k]; t && core < 4; t = toks[k]) {
    if (out.length && t.breakBefore) break;
    // A unit, address or phone number already read ends the name: "Sandra Milena Rojas apto 407".
    if (out.length && inSpan(t, spans)) break;
    // Catalan joins two surnames with a lower-case "i" ("Puig i Ferrer"); "I" is the caller.
    const next = toks[k + 1];
    const catalanAnd = t.text === 'i' && out.length > 1 && capitalised(out[0]) && next !== undefined && capitalised(next) && nameWord(next) && !STOP.has(next.n);
    if (out.length && STOP.has(t.n) && !catalanAnd && !(NAME_PARTICLES.has(t.n) && particleOf(toks, k))) break;
    if (catalanAnd || (out.length && NAME_PARTICLES.has(t.n) && particleOf(toks, k) && !(t.n === 'y' && capitalised(next) !== capitalised(out[0])))) {
      out.push(t);
      k++;
      continue;
    }
    if (!nameWord(t) || (!out.length && verbish(t))) break;
    // Speech recognition's stutter: "dorothy dorothy kaminski".
    if (out.at(-1)?.n === t.n) {
      k++;
      continue;
    }
    out.push(t);
    core++;
    k++;
    if (t.breakAfter) break;
  }
  const [first, ...rest] = out;
  const read = toks[k - 1];
  if (!core || !first || !read) return undefined;
  const last = rest.at(-1) ?? first;
  const after = toks[k];
  let ends: Read['ends'] = 'other';
  // "yamile cardenas por favor apúrense": a plea after the name ends it like a full stop.
  if (
    !after ||
    last.breakAfter ||
    PLEA.test(
      toks
        .slice(k, k + 2)
        .map((t) => t.n)
        .join(' '),
    )
  )
    ends = 'break';
  else if (contactSoon(toks, k, spans)) ends = 'contact';
  // A particle that joined no name ends it too: "soy ernesto luna del número 12".
  else if (STOP.has(after.n) || /\d/.test(after.text) || NAME_PARTICLES.has(after.n)) ends = 'stop';
  return { words: [first, ...rest], next: k, end: read.end, ends };
}

const PLEA = /^(?:please|por favor|thanks|thank you|gracias|hurry|apurense|apurese|rapido|btw|lol|thx|pls|plz|tho)\b/;

/** Particles followed by a name word: "de la Cruz", "van der Berg". */
function particleOf(toks: Token[], k: number): boolean {
  let j = k;
  while (NAME_PARTICLES.has(toks[j]?.n ?? '') && j - k < 3) {
    if (toks[j + 1]?.breakBefore) return false;
    j++;
  }
  return nameWord(toks[j]);
}

/** Contact details (a house number, unit, phone) within a few connecting words: "Wei Zhang at 45 Hudson Street". */
function contactSoon(toks: Token[], k: number, spans: Span[]): boolean {
  for (const [offset, t] of toks.slice(k, k + 6).entries()) {
    if (offset > 0 && t.breakBefore) return false;
    if (inSpan(t, spans)) return true;
    if (!CONNECTORS.has(t.n)) return false;
  }
  return false;
}

/** As a person writes it: "beth carter" → "Beth Carter", "o'brien" → "O'Brien", "de la Cruz" kept. */
function nameCase(parts: string[]): string {
  return parts
    .map((w, i) => {
      if (i > 0 && (NAME_PARTICLES.has(w.toLowerCase()) || w === 'i')) return w.toLowerCase();
      if (w !== w.toLowerCase() && w !== w.toUpperCase()) return w;
      return w.toLowerCase().replace(/(^|['’-])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());
    })
    .join(' ');
}

const coreWords = (r: Read) => r.words.filter((t) => !NAME_PARTICLES.has(t.n) && t.text !== 'i').length;
export const format = (r: Read) => nameCase(r.words.map((t) => t.text));

interface Span {
  start: number;
  end: number;
}

export interface NameContext {
  /** The employee just asked for the name. */
  asked: boolean;
  /** Where the utterance gives an address, unit or phone number. */
  spans: Span[];
}

export interface FoundName {
  value: string;
  /** Said after "my name is", "me llamo": no guess. */
  sure: boolean;
}

/** The name the caller gives in `text`, if any. */
/** A name spelled out after it is said ("pruitt p r u i t t", "delgado um d e l g a d o"). */
const LETTER = String.raw`(?:\p{L}|be|ce|de|efe|ge|hache|jota|ka|ele|eme|ene|eñe|pe|cu|erre|ese|te|uve|ve|equis|ye|zeta)`;
const SPELLED_OUT = new RegExp(String.raw`(?:[\s,.]+(?:um+|uh+|eh|este)?)?(?:[\s,.-]+${LETTER}\b){3,}[\s,.]*$`, 'u');
/** The same, before more is said: "Gloria Hinds, H I N D S. You can reach me on this phone." */
const SPELLED_INSIDE = /(?<=[\s,])(?:\p{L}[\s,-]+){2,}\p{L}(?=[.!?]?\s)/gu;
/** A message signed with the caller's name: "…apt 2. Thanks, Lauren". */
const SIGN_OFF = /(?:^|[.!?]\s*)(?:[Tt]hanks|[Tt]hank you|[Mm]uchas gracias|[Gg]racias|[Cc]heers|[Rr]egards|[Ss]aludos)[,!.]?\s+(\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)?)[.!]?\s*$/u;
/** A spelling said inside a name: "tomasz with a z wozniak", "kayleigh with a k a y l e i g h jensen". */
const SPELLED_WITH = /\s+(?:with|con)\s+(?:(?:an?|una?)\s+)?(?:\p{L}\s+){1,14}(?=\p{L}{2,})/giu;
/** What may follow a bare name that is only about the callback: "Keisha. This phone.", "…and yeah, call me back at this number". */
const CALLBACK_REST =
  /^(?:(?:and|y|yeah|yes|ok|okay)[\s,]+)*(?:(?:you can\s+)?call(?:\s+me)?(?:\s+back)?(?:\s+(?:at|on))?\s+)?(?:(?:(?:this|that|the\s+same|same|my)\s+)?(?:phone|number|cell|line)(?:s|'s)?|(?:this|that|the\s+same|same)\s+one)\b|^(?:(?:y|and)[\s,]+)?(?:you can (?:call|reach|text) me|ll[aá]meme|me puede(?:n)? (?:llamar|marcar)|(?:a |al )?este (?:mismo )?(?:n[uú]mero|tel[eé]fono|cel)|(?:el|mi) (?:n[uú]mero|tel[eé]fono|cel))/i;

export function findName(said: string, ctx: NameContext): FoundName | undefined {
  // Blanked, not cut: the spans of the address and unit are offsets into what was said.
  const blank = (m: string) => ' '.repeat(m.length);
  const text = said
    .replace(SPELLED_WITH, blank)
    .replace(SPELLED_OUT, blank)
    .replace(SPELLED_INSIDE, blank)
    .replace(COUPLE, (m) => (m.split(/\s+/)[0] ?? '').padEnd(m.length))
    // Margaret "Peggy" Oyelowo: the nickname in quotes or brackets is not part of the name.
    .replace(NICKNAME, blank);
  const toks = tokenize(text);
  const contact = ctx.spans.length > 0;
  // Someone who writes capitals writes them in names: "Dios mío" and "se puede usar" are none.
  const cased = /\p{Lu}/u.test(text);
  const casedRight = (r: Read) => !cased || r.words.every((t) => NAME_PARTICLES.has(t.n) || capitalised(t));
  // "I'm Priya. Priya Natarajan.", "soy Alicia, Alicia Grant": the name said again in full is the name; so is
  // one that corrects a nickname ("soy Manolo, perdón, Manuel Esquivel").
  const fuller = (r: Read): Read => {
    let k = r.next;
    while (RESTATING.has(toks[k]?.n ?? '')) k++;
    const restated = k > r.next;
    // "Rosa Volkov — no sorry, this is her husband typing, Dmitri Volkov": who is speaking, then their name.
    const from = restated ? toks[k]?.start : undefined;
    const kin = from === undefined ? null : KIN_AHEAD.exec(text.slice(from));
    if (kin) k = toks.findIndex((t) => t.start >= (toks[k]?.start ?? 0) + kin[0].length);
    const again = k >= 0 ? readName(toks, k, ctx.spans) : undefined;
    if (!again || !casedRight(again)) return r;
    if (kin && again.words.length >= 2) return again;
    if (!restated && r.words.length === 1 && again.words.length >= 2 && /^\s*,\s*$/.test(text.slice(r.end, toks[k]?.start))) return again;
    if (again.words.length <= r.words.length) return r;
    return again.words[0].n === r.words[0].n || restated ? again : r;
  };
  const found = (r: Read, sure = false): FoundName => ({ value: format(fuller(r)), sure });
  // The caller's own name said after taking back the first: "me llamo Altagracia… no, perdón, esa es mi mamá. Yo soy Wendy".
  const ownAfterCorrection = (r: Read): Read | undefined => {
    const at = toks.findIndex(
      (t, k) => k > r.next && (FIRST_PERSON.test(text.slice(Math.max(0, t.start - 24), t.start)) || STRONG.test(text.slice(Math.max(0, t.start - 24), t.start))),
    );
    if (at < 0 || !TAKEN_BACK.test(text.slice(r.end, toks[at]?.start))) return undefined;
    const mine = readName(toks, at, ctx.spans);
    return mine && casedRight(mine) ? mine : undefined;
  };
  // "Somos los Restrepo… mi nombre es Luz Marina Restrepo": a strong trigger anywhere outranks a weak one before it.
  for (const [i, tok] of toks.entries()) {
    const before = text.slice(Math.max(0, tok.start - 24), tok.start);
    if (!STRONG.test(before) || OTHERS_NAME.test(before)) continue;
    const r = readName(toks, i, ctx.spans);
    if (r) return found(ownAfterCorrection(r) ?? r, true);
  }
  // After a trigger: "my name is…", "this is…", "soy…".
  for (const [i, tok] of toks.entries()) {
    const before = text.slice(Math.max(0, tok.start - 24), tok.start);
    const strong = STRONG.test(before);
    const weak = !strong && WEAK.test(before);
    if ((!strong && !weak) || OTHERS_NAME.test(before)) continue;
    const r = readName(toks, i, ctx.spans);
    if (!r || r.words.some((w) => BUSINESS.has(w.n))) continue;
    if (strong) return found(r, true);
    if (!casedRight(r)) continue;
    // "He's Marcus Hale, I'm Renata Hale", "somos los Guzmán, yo soy Teresa Guzmán": the caller's own name wins.
    if (!FIRST_PERSON.test(before)) {
      const own = toks.findIndex((t, k) => k >= r.next && FIRST_PERSON.test(text.slice(Math.max(0, t.start - 24), t.start)));
      const mine = own >= 0 ? readName(toks, own, ctx.spans) : undefined;
      if (mine && casedRight(mine) && capitalised(mine.words[0])) {
        // "Somos la familia Rivera, yo soy Wilfredo": the given name, then the family's.
        const family = SPANISH_FAMILY.test(before) && mine.words.length === 1 && r.words.length === 1;
        return family ? { value: `${format(fuller(mine))} ${format(r)}`, sure: false } : found(mine);
      }
    }
    // "I'm Brenda Sue Hollis, you can call me back on this phone", "soy Wander de los Santos, llámeme a este número".
    const callbackNext = CALLBACK_REST.test(text.slice(r.end).replace(/^[\s.,!?]+/, ''));
    const whole = r.ends !== 'other' || callbackNext;
    if (capitalised(r.words[0]) && (whole || r.words.length > 1)) return found(r);
    if (r.ends === 'contact' && r.words.length > 1) return found(r);
    // "its jamal at 96 birch street", "its lamar 5 d 700 grand concourse": one word, then the address or unit.
    if (r.ends === 'contact' && (capitalised(r.words[0]) || !cased)) return found(r);
    if ((ctx.asked || coreWords(r) >= 2) && whole && (r.words.length > 1 || r.ends === 'break' || callbackNext)) return found(r);
    // "This is uh Carl from the duplex", "that's me darlene": a given name, then where the caller is from or nothing;
    // after a title any word is one ("i am mister nguyen from the building").
    const titled = TITLES.has(tok.n);
    if ((r.ends === 'stop' || r.ends === 'break') && r.words.length === 1 && (titled || isGivenName(r.words[0].text))) return found(r);
  }
  // Signed at the end of a message: "…apt 2. Thanks, Lauren", "Gracias, Rosa Díaz".
  const signed = SIGN_OFF.exec(text);
  if (signed) {
    const [sign, signature = ''] = signed;
    const at = toks.findIndex((t) => t.start >= signed.index + sign.length - signature.length);
    const r = at >= 0 ? readName(toks, at, ctx.spans) : undefined;
    if (r && r.next === toks.length && r.words.every(capitalised)) return found(r);
  }
  // "Jane Doe here", "Jane Doe speaking".
  for (const [i, tok] of toks.entries()) {
    const prev = toks[i - 1];
    if (prev && !tok.breakBefore && !FILLER.has(prev.n)) continue;
    const r = readName(toks, i, ctx.spans);
    if (r && /^(here|speaking|calling)$/.test(toks[r.next]?.n ?? '') && casedRight(r) && (ctx.asked || cased || coreWords(r) >= 2)) return found(r);
  }
  // On its own at the start of a sentence: "Beth Carter, 14 Spruce Street", "Kim", "Fine. Dmitri Volkov."
  for (const [i, tok] of toks.entries()) {
    const prev = toks[i - 1];
    // "Rosa, no, Rosalind Tate": a correction starts the name again.
    const restart = RESTATING.has(prev?.n ?? '') && capitalised(tok);
    if (prev && !/[.!?]/.test(text.slice(prev.end, tok.start)) && !(tok.breakBefore && (FILLER.has(prev.n) || restart))) continue;
    // "The landlord's name is Mr. Brody": the title's full stop starts no sentence of the caller's own.
    if (prev && TITLES.has(prev.n) && OTHERS_NAME.test(text.slice(Math.max(0, prev.start - 24), prev.start))) continue;
    let k = i;
    while (FILLER.has(toks[k]?.n ?? '')) k++;
    const r = readName(toks, k, ctx.spans);
    // "jess, unit 10, 300 Park Place": a given name in lower case where the address has capitals.
    if (!r || (!casedRight(r) && !(r.words.length === 1 && isGivenName(r.words[0].text)))) continue;
    // All that is said, but for contact details: "Kim.", "Gloria Washington.", not "Hundreds. Along the counter."
    const rest = text.slice(r.end).replace(/^[\s.,!?]+/, '');
    const callbackOnly = CALLBACK_REST.test(rest);
    // "Hello, Dana Whitfield with Keystone Realty": a full name, then who the caller is with.
    if (coreWords(r) >= 2 && cased && toks[r.next]?.n === 'with') return found(r);
    if ((r.ends === 'other' || r.ends === 'stop') && !callbackOnly) continue;
    const words = coreWords(r);
    const onlyContactAfter = restIsContact(toks, r.next, ctx.spans);
    const alone = r.next === toks.length || r.ends === 'contact' || callbackOnly || onlyContactAfter;
    if (onlyContactAfter && r.ends === 'break' && coreWords(r) <= 2 && !r.words.some(verbish)) return found(r);
    if (ctx.asked && (words >= 2 || alone)) return found(r);
    if (words >= 2 && cased && (contact || alone)) return found(r);
    if (words >= 2 && r.ends === 'contact') return found(r);
  }
  // Last, after a comma, when asked or with the address: "I'm in unit 12 at 4100 Lakeshore Drive, Zoe Lambert".
  if (cased && (ctx.asked || contact)) {
    for (const [i, tok] of toks.entries()) {
      const prev = toks[i - 1];
      if (!prev || !text.slice(prev.end, tok.start).includes(',')) continue;
      // Straight after the address it is the city: "1220 Third Ave, apartamento 4C, Chula Vista".
      const afterAddress = ctx.spans.some((sp) => sp.end <= tok.start && /^[\s,]*$/.test(text.slice(sp.end, tok.start)));
      const r = readName(toks, i, ctx.spans);
      if (r && r.next === toks.length && coreWords(r) >= 2 && r.words.every(capitalised) && (!afterAddress || personNotCity(r))) return found(r);
    }
  }
  // All in lower case, next to the contact details: "1400 elm st #3, pat nguyen, 206 555 0130", "maya oduya 3 waterside plaza".
  if (!cased && contact) {
    for (const [i, tok] of toks.entries()) {
      const prev = toks[i - 1];
      if (inSpan(tok, ctx.spans) || (prev && !inSpan(prev, ctx.spans) && !/[,.;]/.test(text.slice(prev.end, tok.start)))) continue;
      const r = readName(toks, i, ctx.spans);
      if (!r || coreWords(r) < 2 || coreWords(r) > 3 || !isGivenName(r.words[0].text) || r.words.some(verbish)) continue;
      const next = toks[r.next];
      if (!next || inSpan(next, ctx.spans) || r.ends !== 'other') return found(r);
    }
  }
  return undefined;
}

/** Everything after token k is contact details: "shay. unit 9. 22 walnut street". */
function restIsContact(toks: Token[], k: number, spans: Span[]): boolean {
  const rest = toks.slice(k);
  return rest.length > 0 && rest.some((t) => inSpan(t, spans)) && rest.every((t) => inSpan(t, spans) || CONNECTORS.has(t.n));
}

/** Words that begin or end the name of a city more often than a person's: "Chula Vista", "San Diego". */
const CITY_WORD = new Set(
  words(
    'san santa los las el la new fort ft saint st port north south east west mount mt lake city beach park heights springs valley hills falls village vista grove point harbor bay island creek',
  ),
);
/** After the address, two capitalised words are a city unless they read as a person: a known first name, no city word. */
const personNotCity = (r: Read) => isGivenName(r.words[0].text) || !r.words.some((t) => CITY_WORD.has(t.n));

// ------------------------------------------------------------------ corrections and refusals

/** The caller will not give a name. */
export const DECLINES_NAME =
  /\b(?:(?:rather|prefer) not (?:to )?(?:give|say|share|tell)(?: you)? my name|(?:don'?t|do not) want to (?:give|say|share|tell)(?: you)? my name|not (?:giving|going to give)(?: you)? my name|no (?:quiero|quisiera) dar(?:le)? (?:mi|el) nombre|prefiero no dar(?:le)? (?:mi|el) nombre|mi nombre no importa|anonymous|anonimo)\b/;
