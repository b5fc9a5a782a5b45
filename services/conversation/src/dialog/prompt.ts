/**
 * The system prompt of a call: the agent's template prompt in the call's language with {agentName} and
 * {companyName} filled, followed by "your instructions about {companyName}" built from the owner's
 * customisations (company details, business hours in the agent's time zone and whether the office is
 * open now, the after-hours behaviour, the knowledge base, features, transfer settings) and how to use
 * the tools.
 */
import { isOpen, localTime, parseBusinessHours, zoneName } from '@landline/platform/hours';
import { LINES, type AfterHours, type DialogConfig, type Directive, type Language } from './types';

function fillPlaceholders(text: string, config: Pick<DialogConfig, 'agentName' | 'companyName'>): string {
  return text.replaceAll('{agentName}', config.agentName).replaceAll('{companyName}', config.companyName);
}

const AFTER_HOURS_TEXT: Record<AfterHours, Record<Language, string>> = {
  voicemail: {
    en: 'Outside business hours you take messages: tell the caller the office is closed, take their name, callback number (read it back), the property address and unit, and their message, and say the team will call back during business hours. Emergencies are still handled as emergencies at any hour.',
    es: 'Fuera del horario de oficina usted toma mensajes: diga que la oficina está cerrada, anote el nombre, el número para devolver la llamada (repítalo), la dirección y la unidad, y el mensaje, y diga que el equipo le llamará en horario de oficina. Las emergencias se atienden como emergencias a cualquier hora.',
  },
  emergency: {
    en: 'Outside business hours you handle emergencies only: if the call is an emergency, handle it fully; otherwise tell the caller politely that this line takes emergencies only after hours and ask them to call back during business hours, then end the call.',
    es: 'Fuera del horario de oficina usted solo atiende emergencias: si la llamada es una emergencia, atiéndala por completo; si no, diga con amabilidad que fuera de horario esta línea solo atiende emergencias y pida que llame en horario de oficina; luego termine la llamada.',
  },
  limited: {
    en: 'Outside business hours you offer limited service: take requests and answer questions from your instructions, and say the team will follow up on the next business day.',
    es: 'Fuera del horario de oficina usted ofrece un servicio limitado: tome solicitudes y responda preguntas con sus instrucciones, y diga que el equipo dará seguimiento el siguiente día hábil.',
  },
  full: {
    en: 'Outside business hours you offer the same full service as during business hours.',
    es: 'Fuera del horario de oficina usted ofrece el mismo servicio completo que en horario de oficina.',
  },
};

export function buildSystemPrompt(config: DialogConfig, now: Date): string {
  const lang = config.language;
  const es = lang === 'es';
  const schedule = parseBusinessHours(config.businessHours);
  const open = isOpen(schedule, now, config.timezone);
  const local = localTime(now, config.timezone);
  const zone = zoneName(config.timezone, lang);
  const parts: string[] = [];

  parts.push(
    config.templatePrompt
      ? fillPlaceholders(config.templatePrompt, config)
      : es
        ? `Usted es ${config.agentName}, asistente virtual de ${config.companyName}, y atiende llamadas telefónicas en su nombre.`
        : `You are ${config.agentName}, the virtual assistant of ${config.companyName}, answering phone calls on its behalf.`,
  );

  const facts: string[] = [];
  facts.push(es ? `Sus instrucciones sobre ${config.companyName}:` : `Your instructions about ${config.companyName}:`);
  if (config.companyAddress) facts.push(es ? `Dirección de la oficina: ${config.companyAddress}.` : `Office address: ${config.companyAddress}.`);
  if (config.companyPhone) facts.push(es ? `Teléfono de la oficina: ${config.companyPhone}.` : `Office phone: ${config.companyPhone}.`);
  if (config.businessHours) facts.push(es ? `Horario de oficina: ${config.businessHours} (${zone}).` : `Business hours: ${config.businessHours} (${zone}).`);
  facts.push(
    es
      ? `Ahora son las ${local.label} (${zone}); la oficina está ${open ? 'ABIERTA' : 'CERRADA'}.`
      : `It is now ${local.label} (${zone}); the office is ${open ? 'OPEN' : 'CLOSED'}.`,
  );
  if (!open) facts.push(AFTER_HOURS_TEXT[config.afterHours][lang]);
  if (config.transfer.enabled || config.demo) {
    facts.push(
      es
        ? `Transferencia de llamadas: activada. Para emergencias, y cuando la persona pide hablar con alguien, use la herramienta request_transfer. En una emergencia, diga exactamente: «${LINES.emergencyTransfer.es}»`
        : `Call transfer: enabled. For emergencies, and when the caller asks for a person, use the request_transfer tool. On an emergency say exactly: "${LINES.emergencyTransfer.en}"`,
    );
  } else {
    facts.push(
      es
        ? 'Transferencia de llamadas: desactivada. No puede transferir la llamada: tome un mensaje completo y diga que el equipo le devolverá la llamada; en una emergencia, diga además que llame al 911 si hay peligro.'
        : 'Call transfer: disabled. You cannot transfer the call: take a complete message and say the team will call back; on an emergency, also tell the caller to call 911 if anyone is in danger.',
    );
  }
  if (config.features.callRecording) facts.push(es ? 'Las llamadas se graban.' : 'Calls are recorded.');
  if (config.features.transcription) facts.push(es ? 'Las llamadas se transcriben.' : 'Calls are transcribed.');
  if (config.features.emailSummary) facts.push(es ? 'El equipo recibe un resumen por correo de cada llamada.' : 'The team gets an email summary of each call.');
  if (config.features.smsNotifications) facts.push(es ? 'El equipo recibe avisos por SMS.' : 'The team gets SMS notifications.');
  if (config.callerNumber) facts.push(es ? `La persona llama desde ${config.callerNumber}.` : `The caller is calling from ${config.callerNumber}.`);
  parts.push(facts.join('\n'));

  if (config.knowledgeBase.trim()) {
    parts.push(`${es ? 'Base de conocimiento (responda solo con esto):' : 'Knowledge base (answer only from this):'}\n${config.knowledgeBase.trim()}`);
  }

  parts.push(
    es
      ? 'Herramientas. Cuando tenga los datos de una solicitud de mantenimiento, llame a record_maintenance_request (el teléfono en formato E.164). Para transferir use request_transfer con reason "emergency" o "human". Cuando la persona se despida y usted haya dicho adiós, llame a end_call. Hable siempre en español salvo que la persona hable otro idioma.'
      : 'Tools. When you have the details of a maintenance request, call record_maintenance_request (the phone in E.164). To transfer, call request_transfer with reason "emergency" or "human". When the caller is done and you have said goodbye, call end_call. Speak English unless the caller speaks another language.',
  );
  return parts.join('\n\n');
}

/**
 * What the safety layer already did on this turn, told to the model so its words follow on: the advice
 * was said, a message will be taken, the call is being put through, the tier the call is at.
 */
export function directiveNote(directive: Directive, language: Language): string {
  const es = language === 'es';
  const notes: string[] = [];
  if (directive.tier) {
    const hazards = directive.findings.map((f) => f.hazard.replace(/_/g, ' ')).join(', ');
    notes.push(es ? `Triaje del sistema: llamada de nivel ${directive.tier} (${hazards}).` : `System triage: this call is ${directive.tier} (${hazards}).`);
  }
  if (directive.adviceSpoken)
    notes.push(
      es
        ? 'Las instrucciones de seguridad ya se dijeron al inicio de esta respuesta: no las repita; pida solo nombre, dirección con unidad y número de teléfono, uno a la vez.'
        : 'The safety instructions were already said at the start of this reply: do not repeat them; ask only for the name, the address with the unit, and a callback number, one at a time.',
    );
  if (directive.personHandled)
    notes.push(
      es
        ? 'La persona pidió hablar con alguien y ya se le dijo que nadie puede atender ahora y que se tomará un mensaje: tome su mensaje.'
        : 'The caller asked for a person and was already told nobody can take the call now and that a message will be taken: take their message.',
    );
  if (directive.transferNow)
    notes.push(
      es
        ? 'El sistema está transfiriendo la llamada al equipo de emergencias ahora: diga una sola frase breve y no haga preguntas.'
        : 'The system is transferring the call to the emergency team now: say one short sentence and ask nothing.',
    );
  notes.push(
    es
      ? 'No use request_transfer salvo en una emergencia o cuando la persona pida hablar con alguien.'
      : 'Never call request_transfer unless the call is an emergency or the caller asks for a person.',
  );
  return notes.join(' ');
}
