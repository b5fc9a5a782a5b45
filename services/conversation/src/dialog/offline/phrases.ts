/**
 * What the offline receptionist says, in English and Spanish, and how it recognises, in the history, which
 * question was asked last (so a stateless conversation can be resumed from its transcript alone).
 */
import type { Language } from '../types';
import type { Slot } from './extract';
import { norm } from './lexicon';

type L = Record<Language, string>;
const t = (en: string, es: string): L => ({ en, es });

export const QUESTIONS = {
  issue: t('How can I help you today?', '¿En qué le puedo ayudar?'),
  issueDetail: t(
    'Can you tell me a little more about the problem: where it is in the home, and since when?',
    '¿Me puede contar un poco más sobre el problema: en qué parte de la vivienda está y desde cuándo?',
  ),
  name: t('May I have your full name, please?', '¿Me puede dar su nombre completo, por favor?'),
  address: t("What's the address of the property?", '¿Cuál es la dirección de la propiedad?'),
  unit: t("And what's the unit or apartment number? If it's a house, just say so.", '¿Y cuál es el número de unidad o apartamento? Si es una casa, dígame nada más.'),
  phone: t("What's the best callback phone number to reach you?", '¿Cuál es el mejor número de teléfono para devolverle la llamada?'),
  urgency: t(
    'How urgent is it: is it stopping you from using part of your home, or can it wait for a scheduled visit?',
    '¿Qué tan urgente es: le impide usar alguna parte de su vivienda o puede esperar a una visita programada?',
  ),
  permission: t(
    'If nobody is home, do we have your permission to enter the unit to do the repair?',
    'Si no hay nadie en casa, ¿tenemos su permiso para entrar a la unidad a hacer la reparación?',
  ),
  pets: t('Are there any pets in the home, and will they be secured during the visit?', '¿Hay mascotas en la vivienda y estarán encerradas durante la visita?'),
  access: t(
    'Any access notes for the technician, like a gate code, parking, or the best times to visit?',
    '¿Alguna indicación de acceso para el técnico, como un código del portón, dónde estacionarse o los mejores horarios para la visita?',
  ),
  safety: t('Is anyone hurt, and is everyone safe right now?', '¿Hay alguien herido y están todos a salvo en este momento?'),
  emergencyCheck: t('Is this an emergency?', '¿Se trata de una emergencia?'),
  company: t('What company are you with?', '¿De qué empresa nos llama?'),
  trade: t(
    'And what kind of work does your company do, for example plumbing, electrical, or HVAC?',
    '¿Y a qué se dedica su empresa, por ejemplo plomería, electricidad o aire acondicionado?',
  ),
  workOrder: t('Do you have the work order number?', '¿Tiene el número de orden de trabajo?'),
  reason: t(
    'What can I help you with on this job: are you on your way, running late, finished, or do you need access or an approval?',
    '¿En qué le ayudo con este trabajo: va en camino, va tarde, ya terminó, o necesita acceso o una aprobación?',
  ),
  timeWindow: t("What's your arrival time, or the time window you can be there?", '¿A qué hora va a llegar, o en qué horario puede estar ahí?'),
  interest: t(
    'What are you looking for: how many bedrooms, and any particular area or property?',
    '¿Qué está buscando: cuántas recámaras, y alguna zona o propiedad en particular?',
  ),
  moveIn: t('When are you hoping to move in?', '¿Para cuándo le gustaría mudarse?'),
  showing: t(
    'Would you like to schedule a showing? If so, what days and times work best for you?',
    '¿Le gustaría agendar una visita? Si es así, ¿qué días y horarios le quedan mejor?',
  ),
  need: t('How can I help you with your account today?', '¿En qué le puedo ayudar con su cuenta hoy?'),
  paymentOptions: t('Would you like me to go over the ways you can pay?', '¿Quiere que le explique las formas de pago?'),
  message: t('What message would you like me to pass on to the team?', '¿Qué mensaje quiere que le pase al equipo?'),
} satisfies Partial<Record<Slot, L>>;

const ASKED_BY_SLOT: Partial<Record<Slot, L>> = QUESTIONS;

/** The question that asks for this slot, where there is one. */
export const slotQuestion = (slot: Slot): L | undefined => ASKED_BY_SLOT[slot];

/** How each question is recognised in an assistant turn (normalised text of its last question). */
const ASKED: Array<[Slot, RegExp]> = [
  ['confirmPhone', /\b(is that (?:correct|right)|did i get that right|es correcto|lo anote bien|esta bien ese numero)\b/],
  ['callerNumber', /\b(best number to reach you|the number you'?re calling from|mejor numero para (?:comunicarnos|localizarle)|numero desde el que llama)\b/],
  ['closing', /\b(anything else (?:i can|we can)|anything else today|algo mas en (?:lo )?(?:que|lo) (?:le )?(?:pueda|puedo))\b/],
  ['emergencyCheck', /\b(is this an emergency|se trata de una emergencia|es una emergencia)\b/],
  ['paymentOptions', /\b(ways you can pay|formas de pago)\b/],
  ['access', /\b(access notes?|gate code|best times? to visit|indicacion de acceso|codigo del porton|mejores horarios)\b/],
  ['pets', /\b(pets?|mascotas?)\b/],
  ['permission', /\b(permission to enter|your permission|permiso para entrar|su permiso)\b/],
  ['urgency', /\b(how urgent|can it wait|que tan urgente|puede esperar)\b/],
  ['safety', /\b(anyone hurt|everyone safe|alguien herido|todos a salvo)\b/],
  ['showing', /\b(schedule a showing|agendar una visita|what days and times work best|que dias y horarios le quedan)\b/],
  ['moveIn', /\b(move in|mudarse)\b/],
  ['interest', /\b(how many bedrooms|what are you looking for|cuantas recamaras|que esta buscando)\b/],
  ['timeWindow', /\b(arrival time|time window|a que hora va a llegar|en que horario)\b/],
  ['workOrder', /\b(work order number|numero de orden)\b/],
  ['trade', /\b(what kind of work|a que se dedica)\b/],
  ['company', /\b(what company|which company|de que empresa|que empresa)\b/],
  ['reason', /\b(on this job|con este trabajo)\b/],
  ['need', /\b(with your account|con su cuenta)\b/],
  [
    'needDetail',
    /\b(which charge|what charge|how much (?:could|can) you pay|when (?:did|was) (?:you|it) pa|what did you complete|the extra work|que cargo|cuanto podria pagar|cuando (?:hizo|realizo) el pago|que trabajo termino|el trabajo adicional|what are you disputing|que esta disputando)\b/,
  ],
  ['message', /\b(what message|que mensaje)\b/],
  ['issueDetail', /\b(a little more about the problem|un poco mas sobre el problema)\b/],
  [
    'issue',
    /\b(how can i help|what'?s (?:going on|happening|the problem)|what is happening|tell me what'?s happening|describe|en que le puedo ayudar|que (?:esta pasando|sucede|ocurre|pasa)|cual es el problema|cuenteme que)\b/,
  ],
  [
    'phone',
    /\b(phone number|callback number|number to reach you|full number|area code|correct number|numero de telefono|numero para devolver|numero completo|codigo de area|numero correcto)\b/,
  ],
  ['unit', /\b(unit or apartment|unit number|apartment number|unidad o apartamento|numero de unidad|numero de apartamento)\b/],
  ['address', /\b(address|direccion)\b/],
  ['name', /\b(your (?:full )?name|may i have your name|who am i speaking|su nombre|como se llama|con quien hablo)\b/],
  ['issue', /\b(what'?s the problem|cual es el problema)\b/],
];

/** The slots the last question of an assistant turn asks for. */
export function askedSlots(assistantText: string): Set<Slot> {
  const asked = new Set<Slot>();
  const sentences = assistantText.split(/(?<=[.!?])\s+/);
  const questions = sentences.filter((s) => /\?\s*$/.test(s.trim()));
  const last = questions.length ? questions[questions.length - 1] : '';
  if (!last) return asked;
  const n = norm(last);
  for (const [slot, re] of ASKED) {
    if (!re.test(n)) continue;
    if (slot === 'callerNumber' && !/\d/.test(n)) continue;
    if (slot === 'confirmPhone' && !/\d/.test(norm(assistantText))) continue;
    asked.add(slot);
    // One question at a time, except "address and unit" and the readback.
    if (!['address', 'unit', 'closing', 'pets', 'permission'].includes(slot)) break;
  }
  if (asked.has('closing')) return new Set<Slot>(['closing']);
  return asked;
}

export const P = {
  intro: (lang: Language, o: { agent: string; company: string; recorded: boolean }) => {
    const recorded = o.recorded ? (lang === 'es' ? ' Esta llamada puede ser grabada.' : ' This call may be recorded.') : '';
    return lang === 'es'
      ? `Gracias por llamar a ${o.company}, le atiende ${o.agent}, asistente virtual con inteligencia artificial.${recorded}`
      : `Thank you for calling ${o.company}, this is ${o.agent}, an AI virtual assistant.${recorded}`;
  },
  emergencyLineAsk: t("You've reached the emergency line. What's happening right now?", 'Está llamando a la línea de emergencias. ¿Qué está pasando en este momento?'),
  thanksForHolding: t('Thanks for holding.', 'Gracias por esperar.'),
  leasingPets: t('Do you have any pets? Pet policies differ by property.', '¿Tiene mascotas? Las políticas de mascotas cambian según la propiedad.'),
  afterHours: {
    voicemail: t(
      "Our office is closed right now, but I can take a message and the team will call you back during business hours. If this is an emergency, tell me what's happening.",
      'En este momento la oficina está cerrada, pero puedo tomar un mensaje y el equipo le devolverá la llamada en horario de oficina. Si es una emergencia, dígame qué está pasando.',
    ),
    emergency: t(
      'Our office is closed right now, and after hours this line handles emergencies only.',
      'En este momento la oficina está cerrada, y fuera de horario esta línea solo atiende emergencias.',
    ),
    limited: t(
      'Our office is closed right now, but I can take your request and the team will follow up on the next business day. Emergencies are handled right away.',
      'En este momento la oficina está cerrada, pero puedo tomar su solicitud y el equipo le dará seguimiento el siguiente día hábil. Las emergencias se atienden de inmediato.',
    ),
    full: t('', ''),
  },
  callBackInHours: (lang: Language, hours: string, zone: string) =>
    lang === 'es'
      ? `Eso no parece una emergencia, así que lo mejor es que vuelva a llamar en horario de oficina: ${hours}, ${zone}. Si la situación cambia y se vuelve una emergencia, llámenos de inmediato.`
      : `That doesn't sound like an emergency, so the best thing is to call back during business hours: ${hours}, ${zone}. If anything changes and it becomes an emergency, call us right back.`,
  thanksName: (lang: Language, first: string) => (lang === 'es' ? `Gracias, ${first}.` : `Thank you, ${first}.`),
  sorryIssue: t("I'm sorry you're dealing with that.", 'Lamento que esté pasando por eso.'),
  gotIt: t('Got it.', 'Entendido.'),
  great: t('Great.', 'Perfecto.'),
  didNotCatch: t("Sorry, I didn't quite catch that.", 'Disculpe, no le entendí bien.'),
  imHere: t("Yes, I'm here.", 'Sí, aquí estoy.'),
  hello: t('Hello!', '¡Hola!'),
  ofCourse: t('Of course.', 'Claro.'),
  issueAgain: t("What's the problem, and where in the home is it?", '¿Cuál es el problema y en qué parte de la vivienda está?'),
  noTimePromise: t("I can't promise a time, but the team will contact you to schedule it.", 'No puedo prometer una hora, pero el equipo se comunicará con usted para programarlo.'),
  readBack: (lang: Language, digits: string) => (lang === 'es' ? `Tengo el número ${digits}. ¿Es correcto?` : `I have ${digits}. Is that correct?`),
  callerNumberQuestion: (lang: Language, digits: string) =>
    lang === 'es'
      ? `¿El número desde el que llama, ${digits}, es el mejor número para comunicarnos con usted?`
      : `Is the number you're calling from, ${digits}, the best number to reach you?`,
  incompletePhone: t('Could you give me the full number, including the area code?', '¿Me podría dar el número completo, con el código de área?'),
  wrongPhone: t("Sorry about that. What's the correct number?", 'Disculpe. ¿Cuál es el número correcto?'),
  aiAnswer: (lang: Language, agent: string, company: string) =>
    lang === 'es'
      ? `Soy ${agent}, el asistente virtual de ${company}; soy una inteligencia artificial. Las llamadas se graban y se transcriben para que el equipo pueda dar seguimiento.`
      : `I'm ${agent}, ${company}'s virtual assistant, an AI. Calls are recorded and transcribed so the team can follow up.`,
  lineCheck: t("Yes, I'm here, and I can hear you.", 'Sí, aquí estoy y le escucho bien.'),
  noAnswer: t("I don't have that information, but I'll pass your question on to the team.", 'No tengo esa información, pero le pasaré su pregunta al equipo.'),
  kbIntro: t('', 'Según la información de la oficina: '),
  hoursAnswer: (lang: Language, hours: string, zone: string, open: boolean) =>
    lang === 'es'
      ? `Nuestro horario de oficina es ${hours}, ${zone}. En este momento la oficina está ${open ? 'abierta' : 'cerrada'}.`
      : `Our office hours are ${hours}, ${zone}. The office is ${open ? 'open' : 'closed'} right now.`,
  humanTransfer: t("Of course. I'm transferring you to a member of our team now.", 'Claro. Le voy a transferir con un miembro de nuestro equipo ahora.'),
  humanUnavailable: t(
    "I'm not able to transfer you to a person right now, but I'll take a message and make sure the team gets it.",
    'En este momento no puedo transferirle con una persona, pero tomaré un mensaje y me aseguraré de que el equipo lo reciba.',
  ),
  humanAfterHours: t(
    "Our team is out of the office right now, so I can't transfer you, but I'll make sure they get your message.",
    'Nuestro equipo está fuera de la oficina en este momento, así que no puedo transferirle, pero me aseguraré de que reciban su mensaje.',
  ),
  // ---- emergencies
  emergencyAck: t("I understand, that's an emergency and we'll treat it as one.", 'Entiendo, es una emergencia y la vamos a atender como tal.'),
  emergencyEssentials: {
    name: t('I just need a few details quickly. What is your name?', 'Solo necesito unos datos rápidos. ¿Cuál es su nombre?'),
    nameAgain: t('Could you tell me your name?', '¿Me podría decir su nombre?'),
    address: t("What's the address, including the unit number?", '¿Cuál es la dirección, con el número de unidad?'),
    unit: t("And what's the unit or apartment number? If it's a house, just say so.", '¿Y cuál es el número de unidad o apartamento? Si es una casa, dígame nada más.'),
    phone: t("What's the best callback phone number to reach you?", '¿Cuál es el mejor número de teléfono para devolverle la llamada?'),
  },
  callbackIs: (lang: Language, digits: string) => (lang === 'es' ? `Tengo su número para devolverle la llamada: ${digits}.` : `I have your callback number as ${digits}.`),
  /** `digits`: the callback number read back, '' when the caller gave none. */
  emergencyMessage: (lang: Language, digits: string) =>
    lang === 'es'
      ? `Ya anoté todos los datos y marqué esto como emergencia para que el equipo lo vea de inmediato. No puedo transferir la llamada en este momento, así que ${digits ? `le llamarán al ${digits}` : 'le llamarán lo antes posible'}. Si la situación empeora, llame al 911.`
      : `I've taken down all the details and marked this as an emergency so the team sees it right away. I'm not able to transfer the call right now, so ${digits ? `they'll call you back at ${digits}` : "they'll call you back as soon as they can"}. If anything gets worse, call 911.`,
  afterTransfer: (lang: Language, digits: string) =>
    lang === 'es'
      ? `El equipo de emergencias ya tiene sus datos${digits ? ` y le llamará al ${digits} si se corta la llamada` : ''}. Si la situación empeora, llame al 911.`
      : `The emergency team has your details${digits ? ` and will call you at ${digits} if we get disconnected` : ''}. If anything gets worse, call 911.`,
  transferGreeting: (lang: Language, o: { agent: string; company: string; first?: string; summary: string; life: boolean }) => {
    if (lang === 'es') {
      const hi = o.first ? `Hola, ${o.first}.` : 'Hola.';
      return `${hi} Habla ${o.agent}, del equipo de emergencias de ${o.company}. Tengo sus datos: ${o.summary}.${o.life ? ' Si hay peligro, asegúrese de estar fuera del edificio y llame al 911.' : ''}`;
    }
    const hi = o.first ? `Hi ${o.first},` : 'Hi,';
    return `${hi} this is ${o.agent} with the ${o.company} emergency team. I have your details: ${o.summary}.${o.life ? ' If anyone is in danger, make sure you are out of the building and call 911.' : ''}`;
  },
  onCallNotified: (lang: Language, digits: string) =>
    lang === 'es'
      ? `Registré esto como emergencia y nuestro equipo de guardia ya fue notificado; le llamarán al ${digits}. Si la situación empeora, llame al 911.`
      : `I've logged this as an emergency and our on-call team has been notified; they'll call you at ${digits}. If anything gets worse, call 911.`,
  // ---- closing
  anythingElse: t('Is there anything else I can help you with?', '¿Hay algo más en lo que le pueda ayudar?'),
  whatElse: t('Sure, what else can I help you with?', 'Claro, ¿en qué más le puedo ayudar?'),
  addedNote: t("Got it, I've added that to your request.", 'Entendido, lo agregué a su solicitud.'),
  goodbye: (lang: Language, company: string) =>
    lang === 'es' ? `Gracias por llamar a ${company}. ¡Que tenga un buen día, adiós!` : `Thank you for calling ${company}. Have a good day, goodbye!`,
  // ---- dispatch, leasing, collections
  noCodes: t(
    "For everyone's privacy I can't share access codes over the phone, but dispatch will send the access details to you directly.",
    'Por la privacidad de todos no puedo compartir códigos de acceso por teléfono, pero despacho le enviará los datos de acceso directamente.',
  ),
  noApprovals: t(
    "I can't approve extra work or costs myself, but I'll pass the request to the property manager, who will respond.",
    'Yo no puedo aprobar trabajo ni costos adicionales, pero le pasaré la solicitud al administrador, quien le responderá.',
  ),
  fairHousing: t(
    'I can share facts about the property itself, like its features, rent, and location, but not about who lives there.',
    'Puedo compartir datos sobre la propiedad en sí, como sus características, la renta y la ubicación, pero no sobre quién vive ahí.',
  ),
  availabilityUnknown: t('The leasing team will confirm current availability with you.', 'El equipo de alquileres le confirmará la disponibilidad actual.'),
  identityFirst: t(
    'I can help with that. First, to protect your account, I need to confirm who I am speaking with.',
    'Con gusto le ayudo. Primero, para proteger su cuenta, necesito confirmar con quién hablo.',
  ),
  thirdParty: t(
    "I'm sorry, I can only discuss an account with the tenant on the lease. I'd be glad to take a message and have the accounts team contact them.",
    'Lo siento, solo puedo hablar de una cuenta con el inquilino que figura en el contrato. Con gusto tomo un mensaje para que el equipo de cuentas se comunique con esa persona.',
  ),
  noAccountDetails: t(
    "I don't have your account details in front of me, so the accounts team will review it and call you back.",
    'No tengo los datos de su cuenta a la mano, así que el equipo de cuentas lo revisará y le devolverá la llamada.',
  ),
  arrangementDecides: t(
    'Thank you for letting us know. The property manager decides on payment arrangements and will get back to you.',
    'Gracias por avisarnos. El administrador decide sobre los acuerdos de pago y se comunicará con usted.',
  ),
  paymentGeneric: t(
    'The accounts team will go over the payment options with you. For your security, we never take card or bank numbers over the phone.',
    'El equipo de cuentas le explicará las formas de pago. Por su seguridad, nunca tomamos números de tarjetas ni de cuentas bancarias por teléfono.',
  ),
  needDetail: {
    balance: t('Which charge or balance do you have a question about?', '¿Sobre qué cargo o saldo tiene su pregunta?'),
    arrangement: t("I'm sorry things are tight. How much could you pay, and by when?", 'Lamento que esté pasando por dificultades. ¿Cuánto podría pagar y para cuándo?'),
    paid: t('When was the payment made, how much was it, and how did you pay?', '¿Cuándo hizo el pago, de cuánto fue y cómo pagó?'),
    dispute: t('What are you disputing, and why?', '¿Qué está disputando y por qué?'),
    completed: t('What did you complete, and is anything still outstanding?', '¿Qué trabajo terminó y queda algo pendiente?'),
    approval: t('What is the extra work, the estimated cost, and why is it needed?', '¿Cuál es el trabajo adicional, el costo estimado y por qué es necesario?'),
  } as Record<string, L>,
};
