/**
 * What the phone line says on its own (the dialog engine says everything else), in English and Spanish:
 * the welcome greeting with the recording and AI disclosure, the answers to calls no agent takes, the
 * silence prompts, the whisper to the person a call is transferred to, and the message-taking close.
 */
import type { Language } from '../store';

export type AfterHoursMode = 'voicemail' | 'emergency' | 'limited' | 'full';

const t = (en: string, es: string) => ({ en, es }) as Record<Language, string>;

/** The dialog engine's own questions, word for word, so it knows what the greeting asked. */
const ASK = {
  issue: t('How can I help you today?', '¿En qué le puedo ayudar?'),
  emergencyLine: t("You've reached the emergency line. What's happening right now?", 'Está llamando a la línea de emergencias. ¿Qué está pasando en este momento?'),
  emergencyCheck: t('Is this an emergency?', '¿Se trata de una emergencia?'),
};

const AFTER_HOURS: Record<Exclude<AfterHoursMode, 'full'>, Record<Language, string>> = {
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
};

export const LINES = {
  /** The disclosure every answered call opens with (all-party-consent states require it). */
  disclosure: (lang: Language, recorded: boolean) =>
    lang === 'es'
      ? `${recorded ? 'Esta llamada se graba y se transcribe.' : 'Esta llamada se transcribe.'} Si alguien está en peligro, cuelgue y llame al 911.`
      : `${recorded ? 'This call is recorded and transcribed.' : 'This call is transcribed.'} If anyone is in danger, please hang up and call 911.`,

  /**
   * The welcome greeting: who is speaking, that it is an AI, that the call is recorded and transcribed,
   * 911 for danger, then the engine's first question (after hours: the after-hours notice first).
   */
  greeting(lang: Language, o: { agent: string; company: string; recorded: boolean; emergencyLine: boolean; afterHours?: AfterHoursMode }): string {
    const who =
      lang === 'es'
        ? `Gracias por llamar a ${o.company}. Le atiende ${o.agent}, un asistente de inteligencia artificial.`
        : `Thank you for calling ${o.company}. This is ${o.agent}, an AI assistant.`;
    const parts = [who, LINES.disclosure(lang, o.recorded)];
    if (o.afterHours && o.afterHours !== 'full') {
      parts.push(AFTER_HOURS[o.afterHours][lang]);
      parts.push(o.afterHours === 'emergency' ? ASK.emergencyCheck[lang] : ASK.issue[lang]);
    } else parts.push(o.emergencyLine ? ASK.emergencyLine[lang] : ASK.issue[lang]);
    return parts.join(' ');
  },

  /** A relay session picked up again (the previous connection dropped). */
  resumed: t("Sorry about that, the line cut out for a moment. Let's pick up where we left off.", 'Disculpe, la línea se cortó un momento. Sigamos donde nos quedamos.'),

  /** A paused or deleted agent, or an owner billing does not allow to take calls. */
  unavailable: (lang: Language, company: string) =>
    lang === 'es'
      ? `Gracias por llamar a ${company}. En este momento no podemos atender su llamada. Por favor, vuelva a llamar más tarde. Si alguien está en peligro, cuelgue y llame al 911. Adiós.`
      : `Thank you for calling ${company}. We can't take your call right now. Please call back later. If anyone is in danger, hang up and call 911. Goodbye.`,

  /** Outside business hours with the voicemail behaviour: a message after the tone. */
  voicemail: (lang: Language, company: string) =>
    lang === 'es'
      ? `Gracias por llamar a ${company}. En este momento no podemos atender su llamada. Deje un mensaje después del tono con su nombre, dirección y número de teléfono, y el equipo le devolverá la llamada. Si alguien está en peligro, cuelgue y llame al 911.`
      : `Thank you for calling ${company}. We can't take your call right now. Please leave a message after the tone with your name, address and phone number, and the team will call you back. If anyone is in danger, hang up and call 911.`,

  /** A number no agent answers (its language is unknown: both are spoken). */
  notInService: t('The number you have called is not in service. Goodbye.', 'El número que usted marcó no está en servicio. Adiós.'),

  /** Something on our side failed before the call could be answered. */
  trouble: t(
    "We're sorry, we can't take your call right now. Please try again later. Goodbye.",
    'Lo sentimos, en este momento no podemos atender su llamada. Por favor, inténtelo más tarde. Adiós.',
  ),

  /** Silence after the employee spoke: first a gentle check, then a polite goodbye. */
  stillThere: t('Are you still there?', '¿Sigue ahí?'),
  silenceGoodbye: t(
    "I haven't heard anything for a while, so I'll end the call now. If you still need help, please call us back. Goodbye.",
    'No he escuchado nada en un rato, así que voy a terminar la llamada. Si todavía necesita ayuda, vuelva a llamarnos. Adiós.',
  ),

  /** A transfer nobody answered (or the engine failed): the caller leaves a message instead of hearing nothing. */
  leaveMessage: t(
    "I'm sorry, no one from the team could take the call right now. Please leave a message after the tone with your name, address and phone number, and they will call you back as soon as possible. If anyone is in danger, hang up and call 911.",
    'Lo siento, nadie del equipo pudo atender la llamada en este momento. Deje un mensaje después del tono con su nombre, dirección y número de teléfono, y le devolverán la llamada lo antes posible. Si alguien está en peligro, cuelgue y llame al 911.',
  ),
  messageThanks: t('Thank you, your message has been recorded. Goodbye.', 'Gracias, su mensaje quedó grabado. Adiós.'),
  goodbye: t('Goodbye.', 'Adiós.'),
  /** Nobody on the on-call ladder took the emergency. */
  onCallUnanswered: t(
    "I couldn't reach anyone on the on-call team right now, but they have your details and will call you back as soon as possible. If anyone is in danger, hang up and call 911. Goodbye.",
    'No pude comunicarme con nadie del equipo de guardia en este momento, pero ya tienen sus datos y le devolverán la llamada lo antes posible. Si alguien está en peligro, cuelgue y llame al 911. Adiós.',
  ),
  /** To the on-call person who pressed nothing. */
  onCallNoKey: t('No key was pressed; passing the call on. Goodbye.', 'No se marcó ninguna tecla; la llamada pasa a otra persona. Adiós.'),

  /**
   * The whisper the person a call is transferred to hears before the caller is bridged: who is calling
   * and why (in the agent's language, the owner's).
   */
  whisper(lang: Language, o: { agent: string; company: string; reason: string; clientName: string; address: string; phone: string; issue: string; ask?: boolean }): string {
    const es = lang === 'es';
    const what =
      o.reason === 'emergency'
        ? es
          ? 'una llamada de emergencia'
          : 'an emergency call'
        : es
          ? 'una llamada de alguien que pidió hablar con una persona'
          : 'a caller who asked to speak with a person';
    const from = o.clientName ? (es ? ` de ${o.clientName}` : ` from ${o.clientName}`) : '';
    const at = o.address ? (es ? `, en ${o.address}` : `, at ${o.address}`) : '';
    const phone = o.phone ? (es ? `. Número para devolver la llamada: ${spell(o.phone)}` : `. Callback number: ${spell(o.phone)}`) : '';
    const issue = o.issue ? (es ? `. El problema: ${o.issue}` : `. The issue: ${o.issue}`) : '';
    const lead = es
      ? `Habla ${o.agent}, el asistente de inteligencia artificial de ${o.company}, con ${what}${from}${at}${phone}${issue}.`
      : `This is ${o.agent}, the AI assistant for ${o.company}, with ${what}${from}${at}${phone}${issue}.`;
    const close = o.ask ? (es ? 'Marque 1 para tomar la llamada o 2 para pasarla.' : 'Press 1 to take the call, 2 to pass.') : es ? 'Le comunico ahora.' : 'Connecting you now.';
    return `${lead.replace(/\.\.$/, '.')} ${close}`;
  },
};

/** A phone number read digit by digit: '+13105550123' → '3 1 0, 5 5 5, 0 1 2 3'. */
function spell(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return national.split('').join(' ');
  return [national.slice(0, 3), national.slice(3, 6), national.slice(6)].map((g) => g.split('').join(' ')).join(', ');
}

/** BCP-47 of a language as the relay and <Say> use it. */
export const LOCALES: Record<Language, 'en-US' | 'es-US'> = { en: 'en-US', es: 'es-US' };
