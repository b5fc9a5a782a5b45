/**
 * Answers from the owner's knowledge-base text: the text is cut into sentences (a heading line such as
 * "Parking:" stays with its sentences), each reduced to concepts (a small bilingual lexicon, so a Spanish
 * question finds an English sentence and back) and word stems; a question scores each sentence by the
 * inverse-document-frequency weight of what they share. The best sentence (and a close second on the
 * same topic) is the answer; below the threshold there is none.
 */
import { LRUCache } from 'lru-cache';
import { norm } from './offline/lexicon';

const CONCEPTS: Record<string, string[]> = {
  hours: [
    'hours',
    'hour',
    'open',
    'opens',
    'opening',
    'close',
    'closes',
    'closing',
    'closed',
    'office',
    'horario',
    'horarios',
    'horas',
    'abren',
    'abre',
    'abierto',
    'abierta',
    'cierran',
    'cierra',
    'cerrado',
    'oficina',
    'atienden',
  ],
  rent: ['rent', 'rents', 'renta', 'alquiler', 'mensualidad'],
  pay: [
    'pay',
    'paying',
    'payment',
    'payments',
    'paid',
    'pago',
    'pagos',
    'pagar',
    'pague',
    'portal',
    'online',
    'check',
    'checks',
    'cheque',
    'cheques',
    'money',
    'order',
    'giro',
    'ach',
    'autopay',
    'linea',
    'transferencia',
    'card',
    'tarjeta',
  ],
  due: ['due', 'late', 'fee', 'fees', 'vence', 'vencimiento', 'atraso', 'atrasado', 'recargo', 'recargos', 'cargo', 'cargos', 'multa'],
  parking: [
    'parking',
    'park',
    'parked',
    'garage',
    'spot',
    'spots',
    'space',
    'spaces',
    'car',
    'cars',
    'vehicle',
    'guest',
    'guests',
    'visitor',
    'visitors',
    'tow',
    'estacionamiento',
    'estacionar',
    'estaciono',
    'estacionarse',
    'cochera',
    'carro',
    'carros',
    'coche',
    'auto',
    'lugar',
    'visitas',
    'visitantes',
    'grua',
  ],
  pets: ['pet', 'pets', 'dog', 'dogs', 'cat', 'cats', 'animal', 'animals', 'mascota', 'mascotas', 'perro', 'perros', 'gato', 'gatos', 'animales', 'breed', 'raza'],
  laundry: ['laundry', 'washer', 'washers', 'dryer', 'dryers', 'lavanderia', 'lavadoras', 'secadoras', 'lavar', 'ropa'],
  trash: ['trash', 'garbage', 'recycling', 'recycle', 'pickup', 'dumpster', 'basura', 'reciclaje', 'reciclar', 'contenedor', 'recoleccion'],
  available: [
    'available',
    'availability',
    'vacancy',
    'vacancies',
    'vacant',
    'listing',
    'listings',
    'unit',
    'units',
    'home',
    'homes',
    'apartment',
    'apartments',
    'bedroom',
    'bedrooms',
    'disponible',
    'disponibles',
    'disponibilidad',
    'vacante',
    'departamento',
    'departamentos',
    'apartamento',
    'apartamentos',
    'recamara',
    'recamaras',
    'habitacion',
    'habitaciones',
    'cuarto',
    'cuartos',
  ],
  showing: ['showing', 'showings', 'tour', 'tours', 'visit', 'see', 'view', 'viewing', 'appointment', 'visita', 'visitas', 'ver', 'recorrido', 'cita'],
  apply: [
    'apply',
    'application',
    'applications',
    'applicant',
    'requirements',
    'require',
    'required',
    'credit',
    'income',
    'background',
    'solicitud',
    'solicitar',
    'aplicar',
    'requisitos',
    'requisito',
    'credito',
    'ingresos',
  ],
  deposit: ['deposit', 'deposits', 'security', 'deposito', 'depositos', 'garantia'],
  utilities: ['utilities', 'utility', 'electric', 'electricity', 'water', 'gas', 'internet', 'wifi', 'cable', 'servicios', 'agua', 'luz', 'electricidad'],
  maintenance: ['maintenance', 'repair', 'repairs', 'request', 'requests', 'mantenimiento', 'reparacion', 'reparaciones', 'solicitudes'],
  emergency: ['emergency', 'emergencies', 'urgent', 'emergencia', 'emergencias', 'urgente'],
  lease: ['lease', 'leases', 'renew', 'renewal', 'renewing', 'move', 'moving', 'notice', 'contrato', 'renovar', 'renovacion', 'mudar', 'mudanza', 'aviso'],
  keys: ['key', 'keys', 'fob', 'fobs', 'lockout', 'llave', 'llaves', 'llavero'],
  amenities: ['pool', 'gym', 'fitness', 'amenities', 'amenity', 'clubhouse', 'alberca', 'piscina', 'gimnasio', 'amenidades'],
  insurance: ['insurance', 'insured', 'seguro', 'asegurado'],
  address: ['address', 'located', 'location', 'where', 'direccion', 'ubicados', 'ubicacion', 'donde'],
  contact: ['phone', 'email', 'contact', 'telefono', 'correo', 'contacto'],
  smoking: ['smoking', 'smoke', 'fumar', 'fumadores'],
  noise: ['noise', 'quiet', 'ruido', 'silencio'],
};

const WORD_TO_CONCEPT = new Map<string, string>();
for (const [concept, words] of Object.entries(CONCEPTS)) for (const w of words) if (!WORD_TO_CONCEPT.has(w)) WORD_TO_CONCEPT.set(w, concept);

const STOP = new Set(
  (
    'a an the and or but if of to in on at by for with from as is are was were be been am do does did can could would will shall should may might must ' +
    'i me my we our you your he she it its they them their this that these those what when where which who why how there here about any some all ' +
    "tell know want like need please just also there's what's hi hello thanks thank yes no not get got have has had ok okay much many there " +
    'el la los las un una unos unas de del al y o u en con por para que se su sus mi mis tu es son esta estan hay como cuando donde cual cuales ' +
    'quien quiero saber puedo puede pueden me le les lo nos muy mas hola gracias si no tengo tiene tienen'
  ).split(/\s+/),
);

/** A crude stem: plural and verb endings off, so "payments" meets "payment" and "pagos" meets "pago". */
function stem(w: string): string {
  if (w.length <= 3) return w;
  return w.replace(/(?:ing|ed|es|s)$/, '').replace(/(?:ciones|cion|mente)$/, '');
}

function features(text: string): string[] {
  const words = norm(text).match(/[a-z0-9$]+/g) ?? [];
  const out = new Set<string>();
  for (const w of words) {
    const concept = WORD_TO_CONCEPT.get(w);
    if (concept) out.add(`#${concept}`);
    if (STOP.has(w) || w.length < 3) continue;
    out.add(stem(w));
  }
  return [...out];
}

export interface KnowledgeAnswer {
  text: string;
  score: number;
  concepts: string[];
}

const bases = new LRUCache<string, KnowledgeBase>({ max: 500, memoMethod: (text) => new KnowledgeBase(text) });

/** The knowledge base of a text, built once per text. */
export function knowledgeBase(text: string): KnowledgeBase {
  return bases.memo(text);
}

export class KnowledgeBase {
  private readonly sentences: Array<{ text: string; features: Set<string> }>;
  private readonly idf = new Map<string, number>();

  constructor(text: string) {
    this.sentences = splitSentences(text).map((s) => ({ text: s.text, features: new Set(features(`${s.label} ${s.text}`)) }));
    const df = new Map<string, number>();
    for (const s of this.sentences) for (const f of s.features) df.set(f, (df.get(f) ?? 0) + 1);
    const n = Math.max(1, this.sentences.length);
    for (const [f, count] of df) this.idf.set(f, Math.log(1 + n / count));
  }

  get empty(): boolean {
    return this.sentences.length === 0;
  }

  /** The sentence(s) answering a question, or undefined when nothing relevant is there. */
  answer(question: string): KnowledgeAnswer | undefined {
    const q = features(question);
    if (q.length === 0 || this.sentences.length === 0) return undefined;
    const scored = this.sentences
      .map((s, i) => {
        let score = 0;
        const shared: string[] = [];
        for (const f of q) {
          if (!s.features.has(f)) continue;
          // Concepts weigh double: they carry the topic across wording and language.
          score += (this.idf.get(f) ?? 0) * (f.startsWith('#') ? 2 : 1);
          shared.push(f);
        }
        return { i, text: s.text, score, shared };
      })
      .filter((s) => s.score > 0 && s.shared.some((f) => f.startsWith('#') || f.length > 3))
      .sort((a, b) => b.score - a.score || a.i - b.i);
    const best = scored[0];
    // A topic in common, or at least two words: one shared word ("time") is no answer.
    if (!best || best.score < 1.2 || !(best.shared.some((f) => f.startsWith('#')) || best.shared.length >= 2)) return undefined;
    const parts = [best];
    const second = scored[1];
    const bestConcepts = best.shared.filter((f) => f.startsWith('#'));
    if (second && second.score >= best.score * 0.6 && second.shared.some((f) => bestConcepts.includes(f))) parts.push(second);
    parts.sort((a, b) => a.i - b.i);
    return {
      text: parts.map((p) => p.text).join(' '),
      score: best.score,
      concepts: bestConcepts.map((c) => c.slice(1)),
    };
  }
}

/** Sentences of a free text, each with the short heading ("Parking:") it stands under, if any. */
function splitSentences(text: string): Array<{ text: string; label: string }> {
  const out: Array<{ text: string; label: string }> = [];
  for (const line of text.split(/\r?\n/)) {
    const l = line.replace(/^\s*[-*•]\s*/, '').trim();
    if (!l) continue;
    const [, label = '', body = l] = /^([^.:]{2,40}):\s*(.*)$/.exec(l) ?? [];
    const sentences = body
      .split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡0-9])/)
      .map((s) => s.trim())
      .filter(Boolean);
    if (sentences.length === 0 && label) continue;
    for (const s of sentences) out.push({ text: s, label });
  }
  return out;
}

/** The language a text is written in, by its function words. */
export function textLanguage(text: string): 'en' | 'es' {
  const words = norm(text).match(/[a-z]+/g) ?? [];
  let es = 0;
  let en = 0;
  for (const w of words) {
    if (['el', 'la', 'los', 'las', 'de', 'del', 'y', 'en', 'es', 'para', 'por', 'con', 'una', 'que', 'se', 'su'].includes(w)) es++;
    if (['the', 'and', 'of', 'to', 'is', 'for', 'with', 'are', 'you', 'your', 'on', 'at', 'be'].includes(w)) en++;
  }
  return es > en ? 'es' : 'en';
}
