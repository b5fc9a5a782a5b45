/**
 * What callers of the other employees talk about: contractors (dispatch), prospective residents
 * (leasing) and tenants with rent questions (collections).
 */
import { norm } from './lexicon';
import { stripAccents, wordsToDigits } from './numbers';

/**
 * The words of the caller matched by a pattern written for normalised text, as the caller said them
 * (accents kept, numbers as digits): the pattern runs over a same-length lower-case, accent-free copy.
 */
function said(text: string, re: RegExp): { match: RegExpExecArray; text: string } | undefined {
  const converted = wordsToDigits(text.normalize('NFC')).replace(/[’‘`]/g, "'").replace(/[¿¡]/g, ' ');
  const folded = stripAccents(converted.toLowerCase());
  if (folded.length !== converted.length) {
    const m = re.exec(norm(converted));
    return m ? { match: m, text: m[1] ?? m[0] } : undefined;
  }
  const m = re.exec(folded);
  if (!m) return undefined;
  const group = m[1] ?? m[0];
  const start = m.index + m[0].indexOf(group);
  return { match: m, text: converted.slice(start, start + group.length) };
}
import { cleanAnswer } from './extract';

// ------------------------------------------------------------------ dispatch / contractors

export type DispatchReason = 'late' | 'arrival' | 'completed' | 'access' | 'approval' | 'parts' | 'scheduling';

const REASONS: Array<[DispatchReason, RegExp]> = [
  ['late', /\b(running late|behind schedule|delayed|stuck in traffic|(?:be|going to be|gonna be) late|late for|voy tarde|retrasad[oa]|llegare tarde|voy a llegar tarde|trafico)\b/],
  [
    'access',
    /\b(can'?t get in|cannot get in|no(?: ?one|body) (?:is )?(?:home|answering|there)|need (?:the )?(?:code|key|access|gate code)|lockbox|no access|locked out of the unit|no puedo entrar|no hay nadie|necesito (?:el codigo|la llave|acceso))\b/,
  ],
  [
    'approval',
    /\b(approv\w*|extra (?:work|cost)|additional (?:work|cost|repairs?)|quote|estimate|cost(?:s)? more|authoriz\w*|aprobaci\w*|autoriza\w*|costo adicional|trabajo extra|trabajo adicional|cotizaci\w*|presupuesto)\b/,
  ],
  ['completed', /\b(finished|done with|completed|all done|wrapped up|fixed it|job is done|work is done|termine|terminamos|ya quedo|ya esta listo|completad[oa])\b/],
  ['parts', /\b(need (?:a |to order |to get )?parts?|order(?:ing)? (?:a )?parts?|come back|return visit|second visit|pieza|piezas|refacci\w*|regresar otro dia|volver otro dia)\b/],
  [
    'arrival',
    /\b(on my way|heading (?:over|there|out)|arriving|i'?m here|just arrived|i'?m outside|eta|be there|en camino|voy para (?:alla|alli)|ya llegue|estoy afuera|llegando|voy llegando)\b/,
  ],
  ['scheduling', /\b(schedule|reschedule|appointment|when (?:can|should) i|what time should|programar|reprogramar|cita|a que hora (?:puedo|debo))\b/],
];

export function dispatchReason(text: string): DispatchReason | undefined {
  const n = norm(text);
  return REASONS.find(([, re]) => re.test(n))?.[0];
}

const TRADES: Array<[string, RegExp]> = [
  ['plumbing', /\b(plumb\w*|plomer\w*)\b/],
  ['electrical', /\b(electric\w*|electricista|electricidad)\b/],
  ['hvac', /\b(hvac|heating|air conditioning|a\/?c|calefaccion|aire acondicionado)\b/],
  ['roofing', /\b(roof\w*|techos?|techador)\b/],
  ['landscaping', /\b(landscap\w*|lawn|gardening|jardin\w*)\b/],
  ['cleaning', /\b(cleaning|janitorial|limpieza)\b/],
  ['painting', /\b(paint\w*|pintur\w*|pintor)\b/],
  ['appliance repair', /\b(appliance\w*|electrodomesticos)\b/],
  ['locksmith', /\b(locksmith|cerrajer\w*)\b/],
  ['pest control', /\b(pest control|exterminat\w*|fumigaci\w*)\b/],
  ['general repairs', /\b(handyman|general (?:contractor|repairs?)|reparaciones generales|mantenimiento general)\b/],
];

export function findTrade(text: string): string | undefined {
  const n = norm(text);
  return TRADES.find(([, re]) => re.test(n))?.[0];
}

const COMPANY_WORDS =
  /\b(plumbing|electric(?:al)?|hvac|heating|cooling|services?|solutions|repairs?|roofing|construction|contractors?|contracting|llc|inc|co|company|corp|group|maintenance|cleaning|landscaping|painting|plomeria|servicios|construcciones|reparaciones)\b/i;

export function findCompany(text: string, asked: boolean): string | undefined {
  const [, said] =
    /\b(?:with|from|at|for|de la empresa|de la compania|de|con|company is|empresa es|i work for|trabajo (?:para|en|con))\s+((?:[A-Z][\w&'.-]*|&)(?:\s+(?:[A-Z][\w&'.-]*|&|and|of|de|y)){0,4})/.exec(
      text,
    ) ?? [];
  if (said !== undefined) {
    const name = said.replace(/\s+(?:and|of|de|y)$/i, '').trim();
    if (!/^(Unit|Apartment|Apt|The|My|Our|I|Maple|Unidad)\b/.test(name) && (COMPANY_WORDS.test(name) || name.split(/\s+/).length >= 2)) return name;
  }
  if (!asked) return undefined;
  const answer = cleanAnswer(text)
    .replace(/^(?:(?:i'?m|we'?re|i am|we are|it'?s|it is|this is|i work|we work|somos|soy|es|trabajo|de|con|with|for|from|para)\s+)+/i, '')
    .replace(/^(?:with|for|from|de|con|para)\s+/i, '')
    .trim();
  if (!answer || answer.split(/\s+/).length > 6) return undefined;
  return answer.replace(/\b\w/g, (c) => c.toUpperCase());
}

export function findWorkOrder(text: string, asked: boolean): string | undefined {
  const converted = wordsToDigits(text);
  const [, order] =
    /\b(?:work order|order|ticket|job|w\.?o\.?|orden(?: de trabajo)?|numero de orden)\s*(?:number|no\.?|#|numero)?\s*(?:is\s+|es\s+)?#?\s*([a-z]{0,3}-?\d[\d\s-]{1,12}\d|\d)\b/i.exec(
      converted,
    ) ?? [];
  if (order !== undefined) return order.replace(/\s+/g, '').toUpperCase();
  if (!asked) return undefined;
  const n = norm(converted);
  if (/\b(no|don'?t have|do not have|no tengo|no lo tengo|not sure|no se)\b/.test(n) && !/\d{3,}/.test(n)) return '';
  const [, digits] = /#?\s*([a-z]{0,3}-?\d[\d\s-]{1,12}\d)/i.exec(converted) ?? [];
  return digits?.replace(/\s+/g, '').toUpperCase();
}

const HOUR = String.raw`\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?`;
const TIME_WINDOW = new RegExp(
  String.raw`\b((?:around|by|about|before|after|between|a las|alrededor de las|antes de las|despues de las|entre(?: las)?|como a las)\s+${HOUR}(?:\s*(?:and|to|-|y|a)\s*(?:las\s+)?${HOUR})?|(?:at|en|at about)\s+\d{1,2}(?::\d{2}\s*(?:am|pm|a\.m\.|p\.m\.)?|\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock))|(?:in|en)\s+(?:\d+|a few|an?|unos|unas)\s*(?:minutes|mins|hours?|minutos|horas?)|(?:tomorrow|today|this|manana|hoy|esta)\s+(?:morning|afternoon|evening|en la manana|en la tarde|tarde|manana|noche)|\d+\s*(?:minutes|mins|minutos)\s*(?:late|out|away|tarde))\b(?!\s+(?:[a-z]+\s+){0,2}(?:street|st|avenue|ave|road|rd|lane|ln|drive|dr|calle|avenida)\b)`,
);

export function findTimeWindow(text: string, asked: boolean): string | undefined {
  const hit = said(text, TIME_WINDOW);
  if (hit) return hit.text.trim();
  if (!asked) return undefined;
  const answer = cleanAnswer(text);
  return answer && answer.split(/\s+/).length <= 12 ? answer : undefined;
}

// ------------------------------------------------------------------ leasing

export function findBedrooms(text: string): string | undefined {
  const n = norm(wordsToDigits(text));
  if (/\b(studio|estudio)\b/.test(n)) return n.includes('estudio') ? 'estudio' : 'studio';
  const m = /\b(\d)[- ]?(?:bed(?:room)?s?|br|bd|recamaras?|habitaciones?|cuartos?|dormitorios?)\b/.exec(n);
  if (!m) return undefined;
  return /recamara|habitacion|cuarto|dormitorio/.test(n) ? `${m[1]} recámara${m[1] === '1' ? '' : 's'}` : `${m[1]}-bedroom`;
}

const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
const MOVE_IN = new RegExp(
  String.raw`\b((?:next|this|el proximo|este) (?:month|week|mes|semana)|asap|as soon as possible|right away|immediately|lo antes posible|de inmediato|cuanto antes|in (?:\d|a few|two|a couple of) (?:weeks|months)|en (?:\d|unas|dos) (?:semanas|meses)|(?:(?:the )?(?:beginning|end|middle|start) of |(?:a )?(?:principios|finales|mediados) de )?(?:${MONTHS})(?: \d{1,2}(?:st|nd|rd|th)?)?|\d{1,2}(?:st|nd|rd|th)? (?:of|de) (?:${MONTHS}))\b`,
);

export function findMoveIn(text: string, asked: boolean): string | undefined {
  const n = norm(wordsToDigits(text));
  const hit = said(text, MOVE_IN);
  if (hit && (asked || /\b(move|moving|mudar\w*|mudanza|entrar)\b/.test(n))) return hit.text;
  if (!asked) return undefined;
  const answer = cleanAnswer(text);
  return answer && answer.split(/\s+/).length <= 10 ? answer : undefined;
}

export function findBudget(text: string): string | undefined {
  const n = norm(wordsToDigits(text));
  const m = /\$\s?(\d[\d,]*)|\b(\d[\d,]{2,})\s*(?:dollars|a month|per month|monthly|dolares|al mes|mensuales)\b/.exec(n);
  if (!m) return undefined;
  const digits = (m[1] ?? m[2] ?? '').replace(/,/g, '');
  if (Number(digits) < 100) return undefined;
  return `$${Number(digits).toLocaleString('en-US')}`;
}

export const WANTS_SHOWING =
  /\b(tour|showing|see (?:it|the (?:unit|apartment|place|home|house))|come (?:see|by|look)|schedule a (?:visit|viewing|tour)|take a look|visita|verlo|verla|ver el (?:departamento|apartamento|lugar)|recorrido|agendar una cita)\b/;
export const RESIDENT_TOPIC =
  /\b(renew\w*|move out|moving out|my lease|current resident|i live (?:there|here|at)|renovar|renovacion|mudarme de|me voy a mudar|mi contrato|ya vivo)\b/;
export const FAIR_HOUSING_PROBE =
  /\b(what kind of (?:people|neighbou?rs|tenants|residents)|who lives (?:there|in the building|in the neighbou?rhood)|good (?:place|area|neighbou?rhood) for (?:families|kids|children)|(?:is it|is the area|is the neighbou?rhood) (?:safe|nice|good)|ethnic\w*|religio\w*|\brace\b|que tipo de (?:gente|personas|vecinos)|quien vive|(?:es|sera) (?:un )?buen (?:lugar|barrio|vecindario) para|es seguro el (?:barrio|vecindario))\b/;

const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miercoles|jueves|viernes|sabado|domingo';
const SHOWING_TIME = new RegExp(
  String.raw`\b((?:this |next |el |este |el proximo )?(?:${DAYS}|tomorrow|manana|weekend|fin de semana)(?:\s+(?:morning|afternoon|evening|en la manana|en la tarde|por la manana|por la tarde))?(?:\s+(?:at|around|a las|como a las)\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?)?)\b`,
);
export function findShowingTime(text: string, asked: boolean): string | undefined {
  const hit = said(text, SHOWING_TIME);
  if (hit) return hit.text;
  if (!asked) return undefined;
  const tw = findTimeWindow(text, false);
  if (tw) return tw;
  return undefined;
}

// ------------------------------------------------------------------ collections

export type Need = 'balance' | 'pay' | 'paid' | 'arrangement' | 'dispute';

const NEEDS: Array<[Need, RegExp]> = [
  [
    'arrangement',
    /\b(payment (?:plan|arrangement)|can'?t (?:afford|pay)|cannot pay|unable to pay|(?:lost|losing) my job|hardship|behind on (?:my )?rent|extension|more time|pay (?:part|half|some)|short this month|partial payment|no (?:puedo|podre|voy a poder) pagar|plan de pagos?|acuerdo de pago|perdi (?:mi|el) (?:trabajo|empleo)|atrasad[oa] (?:con|en) la renta|mas tiempo|prorroga|pagar (?:una parte|la mitad)|dificultades)\b/,
  ],
  [
    'paid',
    /\b(already paid|i paid|i'?ve paid|made (?:a|the|my) payment|sent (?:the|my|a) (?:payment|check)|ya pague|ya hice el pago|hice (?:el|un) pago|mande el cheque|deposite)\b/,
  ],
  [
    'dispute',
    /\b(dispute|shouldn'?t (?:have been|be) charged|charged (?:me )?(?:by mistake|wrong)|wrong (?:charge|amount)|mistake|incorrect charge|unfair|disputar|equivocad[oa]|cobro indebido|no me corresponde|no estoy de acuerdo con (?:el|ese) cargo)\b/,
  ],
  [
    'pay',
    /\b(how (?:do|can) i pay|ways to pay|pay(?:ing)? (?:my )?rent online|make a payment|payment (?:options|methods)|where (?:do|can) i pay|pay by|como (?:puedo )?pagar|formas de pago|donde (?:puedo )?pagar|hacer un pago|pagar en linea)\b/,
  ],
  ['balance', /\b(balance|how much (?:do i|i) owe|what do i owe|statement|late fee|charge|charged|fee|owe|saldo|cuanto debo|que debo|cargo|recargo|estado de cuenta|multa|debo)\b/],
];

export function findNeed(text: string): Need | undefined {
  const n = norm(text);
  return NEEDS.find(([, re]) => re.test(n))?.[0];
}

export const THIRD_PARTY =
  /\b(calling (?:for|on behalf of|about) my (?:son|daughter|mom|mother|dad|father|husband|wife|brother|sister|friend|roommate|grand\w+|boyfriend|girlfriend|partner|tenant)|on behalf of (?:my|a|the)|(?:son|daughter|mom|mother|dad|father|husband|wife|brother|sister|friend|roommate|boyfriend|girlfriend|neighbou?r)'?s (?:rent|balance|account|lease)|i'?m not on the lease|not on the lease|llamo (?:por|de parte de) (?:mi )?(?:hijo|hija|mama|madre|papa|padre|esposo|esposa|hermano|hermana|amigo|amiga|companer[oa]|vecin[oa])|de parte de mi|no estoy en el contrato|(?:la renta|el saldo|la cuenta) de mi (?:hijo|hija|mama|madre|papa|padre|esposo|esposa|hermano|hermana|amigo|amiga|companer[oa]|vecin[oa]))\b/;

const DATE_RE = new RegExp(
  String.raw`\b((?:next |this |el proximo |este )?(?:${DAYS}|week|month|semana|mes)|(?:the )?\d{1,2}(?:st|nd|rd|th)(?: of (?:${MONTHS}))?|(?:${MONTHS}) \d{1,2}(?:st|nd|rd|th)?|(?:el )?\d{1,2} de (?:${MONTHS})|tomorrow|today|yesterday|manana|hoy|ayer|payday|(?:el )?dia de pago|end of the (?:week|month)|fin de (?:mes|semana)|(?:la )?quincena)\b`,
);
export function findAmountAndDate(text: string): { amount?: string; date?: string } {
  const n = norm(wordsToDigits(text));
  const amount = /\$\s?\d[\d,]*(?:\.\d{2})?|\b\d[\d,]*(?:\.\d{2})?\s*(?:dollars|dolares|bucks)\b/.exec(n)?.[0];
  const date = DATE_RE.exec(n)?.[1];
  return { amount: amount?.replace(/\s+/g, ''), date };
}
