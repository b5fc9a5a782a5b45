/** How the offline receptionist closes a call: the summary of what it took down and what happens next. */
import { type Language } from '../types';
import { readBack } from './numbers';
import { P } from './phrases';
import { firstName, lowerFirst, fullAddress, type Ctx } from './context';
import { type DispatchReason, type Need } from './topics';

const WORDS = {
  urgency: {
    life_safety: { en: 'a life-safety emergency', es: 'una emergencia con riesgo para la vida' },
    emergency: { en: 'an emergency', es: 'una emergencia' },
    urgent: { en: 'urgent', es: 'urgente' },
    routine: { en: 'routine', es: 'de rutina' },
  },
  category: {
    plumbing: { en: 'plumbing', es: 'plomería' },
    electrical: { en: 'electrical', es: 'electricidad' },
    hvac: { en: 'heating and cooling', es: 'calefacción y aire acondicionado' },
    appliance: { en: 'appliance', es: 'electrodomésticos' },
    locksmith: { en: 'locks and keys', es: 'cerrajería' },
    pest: { en: 'pest control', es: 'control de plagas' },
    fire_safety: { en: 'fire safety', es: 'seguridad contra incendios' },
    gas: { en: 'gas', es: 'gas' },
    security: { en: 'security', es: 'seguridad' },
    structural: { en: 'structural', es: 'estructura' },
    general: { en: 'general maintenance', es: 'mantenimiento general' },
  } as Record<string, Record<Language, string>>,
};

export function summary(ctx: Ctx): string {
  const { lang, state } = ctx;
  const f = state.facts;
  const es = lang === 'es';
  const phone = f.phone ? readBack(f.phone, lang) : '';
  const closed = !ctx.open && ctx.mode !== 'full';
  const parts: string[] = [];

  if (ctx.flavour === 'dispatch') {
    const reasons: Record<DispatchReason, Record<Language, string>> = {
      late: { en: 'running late', es: 'va tarde' },
      arrival: { en: 'on the way to the job', es: 'va en camino al trabajo' },
      completed: { en: 'the job is completed', es: 'el trabajo está terminado' },
      access: { en: 'needs access to the unit', es: 'necesita acceso a la unidad' },
      approval: { en: 'needs an approval', es: 'necesita una aprobación' },
      parts: { en: 'needs parts or a return visit', es: 'necesita piezas u otra visita' },
      scheduling: { en: 'scheduling the visit', es: 'programar la visita' },
    };
    const trade = f.trade && !(f.company ?? '').toLowerCase().includes(f.trade.slice(0, 6)) ? f.trade : undefined;
    const bits = [
      f.company,
      trade,
      f.reason ? reasons[f.reason][lang] : undefined,
      f.workOrder ? `${es ? 'orden de trabajo' : 'work order'} ${f.workOrder}` : undefined,
      fullAddress(f, lang) || undefined,
      f.timeWindow,
      f.needDetail,
    ].filter(Boolean);
    parts.push(es ? `Gracias, ${firstName(f.name)}. Anoté: ${bits.join(', ')}.` : `Thanks, ${firstName(f.name)}. I've noted: ${bits.join(', ')}.`);
    if (phone) parts.push(es ? `Su número es ${phone}.` : `Your callback number is ${phone}.`);
    parts.push(es ? 'Despacho avisará al inquilino y le dará seguimiento.' : 'Dispatch will update the tenant and follow up with you.');
    return tidy(parts.join(' '));
  }

  if (ctx.flavour === 'leasing') {
    if (f.resident) {
      parts.push(
        es
          ? `Gracias, ${firstName(f.name)}. Anoté su pregunta para el administrador: ${f.message ?? ''}.`
          : `Thanks, ${firstName(f.name)}. I've noted your question for the property manager: ${f.message ?? ''}.`,
      );
      if (phone) parts.push(es ? `Le llamarán al ${phone}.` : `They'll call you back at ${phone}.`);
      return tidy(parts.join(' '));
    }
    const home = f.bedrooms
      ? es
        ? f.bedrooms === 'estudio'
          ? 'un estudio'
          : `una vivienda de ${f.bedrooms}`
        : f.bedrooms === 'studio'
          ? 'a studio'
          : `a ${f.bedrooms} home`
      : undefined;
    const looking = [
      home,
      f.area,
      f.moveIn ? (es ? `para mudarse ${f.moveIn}` : `moving in ${f.moveIn}`) : undefined,
      f.budget ? (es ? `presupuesto de ${f.budget}` : `a budget of ${f.budget}`) : undefined,
      f.pets && f.pets !== 'none' ? (es ? `con ${f.pets}` : `with ${f.pets}`) : undefined,
    ].filter(Boolean);
    parts.push(
      es
        ? `Gracias, ${firstName(f.name)}. Anoté que busca: ${looking.join(', ') || 'una vivienda'}.`
        : `Thanks, ${firstName(f.name)}. I've noted that you're looking for ${looking.join(', ') || 'a home'}.`,
    );
    if (f.showing && f.showing !== 'no')
      parts.push(
        es ? `Quiere una visita ${f.showing}; el equipo de alquileres confirmará la cita.` : `You'd like a showing ${f.showing}; the leasing team will confirm the appointment.`,
      );
    else parts.push(es ? 'El equipo de alquileres se comunicará con usted.' : 'The leasing team will follow up with you.');
    if (phone) parts.push(es ? `Su número es ${phone}.` : `Your callback number is ${phone}.`);
    return tidy(parts.join(' '));
  }

  if (ctx.flavour === 'collections') {
    if (f.thirdParty) {
      parts.push(
        es
          ? `Gracias, ${firstName(f.name)}. Tomé su mensaje para el inquilino: ${f.message ?? ''}. El equipo de cuentas se comunicará con esa persona.`
          : `Thank you, ${firstName(f.name)}. I've taken your message for the tenant: ${f.message ?? ''}. The accounts team will contact them.`,
      );
      return tidy(parts.join(' '));
    }
    const needWords: Record<Need, Record<Language, string>> = {
      balance: { en: 'your question about your balance', es: 'su pregunta sobre su saldo' },
      arrangement: { en: 'your request for a payment arrangement', es: 'su solicitud de un acuerdo de pago' },
      paid: { en: 'your payment', es: 'su pago' },
      dispute: { en: 'your dispute', es: 'su disputa' },
      pay: { en: 'your question about paying', es: 'su pregunta sobre cómo pagar' },
    };
    parts.push(
      es
        ? `Gracias, ${firstName(f.name)}. Anoté ${needWords[f.need ?? 'balance'].es}${f.needDetail ? `: ${f.needDetail}` : ''}, para ${fullAddress(f, lang)}.`
        : `Thank you, ${firstName(f.name)}. I've noted ${needWords[f.need ?? 'balance'].en}${f.needDetail ? `: ${f.needDetail}` : ''}, for ${fullAddress(f, lang)}.`,
    );
    if (f.need === 'arrangement') parts.push(P.arrangementDecides[lang]);
    else if (f.need === 'dispute') parts.push(es ? 'Será revisada por el equipo de cuentas.' : 'The accounts team will review it.');
    else if (f.need === 'paid') parts.push(es ? 'El equipo de cuentas lo identificará y le confirmará.' : 'The accounts team will match it and confirm with you.');
    else parts.push(P.noAccountDetails[lang]);
    if (phone) parts.push(es ? `Le llamaremos al ${phone}.` : `We'll call you back at ${phone}.`);
    return tidy(parts.join(' '));
  }

  // Maintenance and the emergency line: the work order read back.
  const who = [f.name, fullAddress(f, lang)].filter(Boolean).join(es ? ', en ' : ', at ');
  parts.push(
    es
      ? `Confirmo lo que anoté: ${who}${phone ? `; número para devolver la llamada: ${phone}` : ''}.`
      : `Let me make sure I have everything: ${who}${phone ? `; callback number ${phone}` : ''}.`,
  );
  const issue = [f.issue, f.issueDetail].filter(Boolean).join('. ');
  if (issue) {
    const cat = f.category ? WORDS.category[f.category]?.[lang] : undefined;
    const urg = f.urgency ? WORDS.urgency[f.urgency][lang] : undefined;
    const tags = [cat, urg].filter(Boolean).join(', ');
    parts.push(es ? `El problema: ${lowerFirst(issue)}${tags ? ` (${tags})` : ''}.` : `The issue: ${lowerFirst(issue)}${tags ? ` (${tags})` : ''}.`);
  } else if (f.message || state.openQuestions.length) {
    const message = (f.message ?? state.openQuestions.join(' ')).trim();
    const ended = /[.!?]$/.test(message) ? message : `${message}.`;
    parts.push(es ? `Su mensaje: ${ended}` : `Your message: ${ended}`);
  }
  if (f.permission !== undefined)
    parts.push(
      f.permission
        ? es
          ? 'El personal de mantenimiento puede entrar si no hay nadie.'
          : 'Maintenance may enter if nobody is home.'
        : es
          ? 'Solo entrarán cuando haya alguien en casa.'
          : 'Maintenance will only enter when someone is home.',
    );
  if (f.pets !== undefined) parts.push(f.pets === 'none' ? (es ? 'No hay mascotas.' : 'No pets.') : es ? `Mascotas: ${f.pets}.` : `Pets: ${f.pets}.`);
  if (f.access && f.access !== 'none') parts.push(es ? `Notas de acceso: ${f.access}.` : `Access notes: ${f.access}.`);
  if (state.openQuestions.length && (issue || f.message)) parts.push(es ? 'También pasaré sus preguntas al equipo.' : "I'll also pass your questions on to the team.");
  if (state.emergency) {
    parts.push(
      ctx.flavour === 'emergency'
        ? P.onCallNotified(lang, phone)
        : es
          ? 'El equipo de emergencias ya tiene sus datos y le llamará de inmediato.'
          : 'The emergency team has your details and will call you right away.',
    );
  } else if (closed && ctx.mode === 'voicemail') parts.push(es ? 'El equipo le devolverá la llamada en horario de oficina.' : 'The team will call you back during business hours.');
  else if (closed) parts.push(es ? 'El equipo le dará seguimiento el siguiente día hábil.' : 'The team will follow up on the next business day.');
  else if (ctx.flavour === 'emergency') parts.push(es ? 'El equipo le dará seguimiento en horario de oficina.' : 'The team will follow up during business hours.');
  else if (f.urgency === 'urgent')
    parts.push(
      es
        ? 'Como es urgente, el equipo de mantenimiento le dará prioridad y se comunicará con usted lo antes posible para programar la visita.'
        : "Because it's urgent, our maintenance team will prioritise it and contact you as soon as possible to schedule the visit.",
    );
  else parts.push(es ? 'El equipo de mantenimiento se comunicará con usted para programar la visita.' : 'Our maintenance team will contact you to schedule the visit.');
  return tidy(parts.join(' '));
}

const tidy = (s: string) =>
  s
    .replace(/\s+,/g, ',')
    .replace(/,\s*\./g, '.')
    .replace(/\s{2,}/g, ' ')
    .replace(/\.\./g, '.')
    .replace(/, \./g, '.')
    .trim();
