/**
 * The offline receptionist: a rule-based employee that holds a real conversation in English or Spanish
 * without a model. Each reply follows from the call's state (derived from the history) and what the
 * caller just said: it acknowledges what it learned, handles emergencies first (911 when lives are at
 * risk, the essentials, then the fixed transfer line and a transfer request, or a message when transfer
 * is off), answers questions from the knowledge base, follows business hours and the after-hours
 * behaviour, asks only for what is still missing, and closes with a summary and what happens next.
 */
import { isColdSeason, isOpen, parseBusinessHours, zoneName } from '@landline/platform/hours';
import { knowledgeBase } from '../knowledge';
import { isStartMarker, type DialogEngine, type DialogEvent, type EngineInput, type EngineResult, type Language, type ReplySink } from '../types';
import { type Utterance } from './extract';
import { readBack } from './numbers';
import { P, QUESTIONS } from './phrases';
import { deriveState, flavourOf, observeUser, type Facts } from './state';
import { FAIR_HOUSING_PROBE } from './topics';
import { Reply, firstName, lowerFirst, hasAnything, fullAddress, transferDetails, type Ctx, type TurnInfo } from './context';
import { isRealQuestion, answerQuestion, kbText, paymentOptions } from './questions';
import { emergencyTurn } from './emergency';
import { missingSlot, next } from './slots';

function sentences(text: string): string[] {
  return text.match(/[^.!?]+[.!?]+["»”]?\s*|[^.!?]+$/g) ?? [text];
}

export class OfflineEngine implements DialogEngine {
  readonly name = 'offline' as const;

  async reply(input: EngineInput, sink: ReplySink): Promise<EngineResult> {
    const { text, events } = compose(input);
    // Sentence by sentence, so speech can start on the first one.
    for (const chunk of sentences(text)) {
      if (input.signal.aborted) break;
      sink.token(chunk);
    }
    return { text, totalTokens: 0, events };
  }
}

/** The employee's reply to one message, with the events it raises. */
function compose(input: Pick<EngineInput, 'config' | 'history' | 'message' | 'now' | 'directive'>): { text: string; events: DialogEvent[] } {
  const config = input.config;
  const lang = config.language;
  const coldSeason = isColdSeason(input.now, config.timezone);
  const state = deriveState(input.history, { config, coldSeason });
  const open = isOpen(parseBusinessHours(config.businessHours), input.now, config.timezone);
  const ctx: Ctx = {
    config,
    directive: input.directive,
    lang,
    flavour: flavourOf(config.templateType),
    mode: open ? 'open' : config.afterHours,
    open,
    kb: knowledgeBase(config.knowledgeBase),
    state,
  };
  const r = new Reply();

  if (isStartMarker(input.message)) {
    start(ctx, r, input.history.length > 0);
    return { text: r.text, events: r.events };
  }

  const before = structuredClone(state.facts);
  const hadEmergency = Boolean(state.emergency);
  const wasClosing = state.closingAsked;
  const lastAsked = new Set(state.lastAsked);
  const u = observeUser(state, input.message, { config, coldSeason });
  const learned = changedFacts(before, state.facts);
  respond(ctx, r, u, { learned, newEmergency: !hadEmergency && Boolean(state.emergency), wasClosing, lastAsked });
  return { text: r.text, events: r.events };
}

function changedFacts(before: Facts, after: Facts): Set<keyof Facts> {
  const keys = new Set<keyof Facts>([...(Object.keys(before) as (keyof Facts)[]), ...(Object.keys(after) as (keyof Facts)[])]);
  const changed = new Set<keyof Facts>();
  for (const k of keys) if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) changed.add(k);
  return changed;
}

// ------------------------------------------------------------------ the start of a call

function start(ctx: Ctx, r: Reply, continued: boolean): void {
  const { config, lang, state } = ctx;
  if (continued) {
    if (ctx.flavour === 'emergency' && state.emergency && !state.receivedTransfer) {
      // The call was transferred to the emergency team: pick it up with what is known.
      const f = state.facts;
      r.add(
        P.transferGreeting(lang, {
          agent: config.agentName,
          company: config.companyName,
          first: firstName(f.name),
          summary: knownSummary(f, lang),
          life: state.emergency.life && !state.safetyGiven,
        }),
      );
      state.receivedTransfer = true;
      state.transferSaid = undefined;
      // The greeting read the number back.
      if (f.phone) f.phoneConfirmed = true;
      next(ctx, r);
      return;
    }
    r.add(P.thanksForHolding[lang]);
    next(ctx, r);
    return;
  }
  r.add(P.intro(lang, { agent: config.agentName, company: config.companyName, recorded: config.features.callRecording }));
  if (!ctx.open && ctx.mode !== 'full' && ctx.mode !== 'open') {
    r.add(P.afterHours[ctx.mode][lang]);
    r.add(ctx.mode === 'emergency' ? QUESTIONS.emergencyCheck[lang] : QUESTIONS.issue[lang]);
    return;
  }
  r.add(ctx.flavour === 'emergency' ? P.emergencyLineAsk[lang] : QUESTIONS.issue[lang]);
}

function knownSummary(f: Facts, lang: Language): string {
  const issue = lowerFirst([f.issue, f.issueDetail].filter(Boolean).join('. '));
  const es = lang === 'es';
  let text = issue;
  if (f.address) text += `${text ? (es ? ' en ' : ' at ') : ''}${fullAddress(f, lang)}`;
  if (f.phone) text += `${text ? ', ' : ''}${es ? 'y le puedo llamar al' : 'and I can reach you at'} ${readBack(f.phone, lang)}`;
  return text || (es ? 'la información de su llamada' : 'the details of your call');
}

// ------------------------------------------------------------------ one caller turn

function respond(ctx: Ctx, r: Reply, u: Utterance, t: TurnInfo): void {
  const { lang, state, config } = ctx;
  const f = state.facts;

  // The caller keeps talking after the goodbye.
  if (state.goodbyeSaid && (u.goodbye || u.thanks || u.yes || u.no || t.learned.size === 0)) {
    r.add(P.goodbye(lang, config.companyName));
    r.events.push({ type: 'end', reason: 'completed' });
    return;
  }

  if (state.emergency && emergencyTurn(ctx, r, u, t)) return;

  if (ctx.directive?.personHandled) {
    if (ctx.flavour === 'maintenance' && !f.issue && !f.message) {
      r.add(QUESTIONS.message[lang]);
      return;
    }
    next(ctx, r);
    return;
  }

  if (u.human && !u.emergency) {
    const afterHoursLimited = !ctx.open && ctx.mode !== 'full';
    if (config.transfer.enabled && !afterHoursLimited) {
      r.add(P.humanTransfer[lang]);
      r.events.push({ type: 'transfer', reason: 'human', details: transferDetails(f, lang), transferNumber: config.transfer.number });
      return;
    }
    r.add(afterHoursLimited && config.transfer.enabled ? P.humanAfterHours[lang] : P.humanUnavailable[lang]);
    if (ctx.flavour === 'maintenance' && !f.issue && !f.message) {
      r.add(QUESTIONS.message[lang]);
      return;
    }
    next(ctx, r);
    return;
  }

  if (u.aiQuestion) {
    r.add(P.aiAnswer(lang, config.agentName, config.companyName));
    next(ctx, r);
    return;
  }

  // After "anything else?": done, something more, or a question.
  if (t.wasClosing && !u.question) {
    if ((u.no || u.goodbye || u.thanks) && !t.learned.has('issue')) {
      r.add(P.goodbye(lang, config.companyName));
      r.events.push({ type: 'end', reason: 'completed' });
      return;
    }
    if (t.learned.size === 0 && (u.yes || u.answer.split(/\s+/).length <= 3)) {
      r.add(P.whatElse[lang]);
      return;
    }
  }

  // Saying goodbye before the end: wrap up with what we have.
  if (u.goodbye && !u.question && t.learned.size === 0 && !t.wasClosing) {
    if (hasAnything(f))
      r.add(lang === 'es' ? 'Con gusto. Ya tengo sus datos y el equipo le dará seguimiento.' : "You're welcome. I have your details and the team will follow up.");
    r.add(P.goodbye(lang, config.companyName));
    r.events.push({ type: 'end', reason: 'completed' });
    return;
  }

  // After hours on an emergencies-only line: anything else is for business hours.
  if (ctx.mode === 'emergency' && !state.emergency) {
    const declined = f.notEmergency || (t.lastAsked.has('emergencyCheck') && u.no) || Boolean(f.issue) || (u.question && !u.yes);
    if (declined) {
      r.add(P.callBackInHours(lang, config.businessHours, zoneName(config.timezone, lang)));
      r.add(P.goodbye(lang, config.companyName));
      r.events.push({ type: 'end', reason: 'after_hours' });
      return;
    }
    if (u.yes) {
      r.add(lang === 'es' ? 'Entiendo. ¿Qué está pasando?' : "I understand. What's happening?");
      return;
    }
    r.add(P.didNotCatch[lang]).add(QUESTIONS.emergencyCheck[lang]);
    return;
  }

  acknowledge(ctx, r, u, t);

  if (isRealQuestion(u, t)) {
    answerQuestion(ctx, r, u);
    if (t.wasClosing) {
      r.add(P.anythingElse[lang]);
      return;
    }
  } else if (ctx.flavour === 'leasing' && FAIR_HOUSING_PROBE.test(u.n)) {
    r.add(P.fairHousing[lang]);
  }

  if (t.wasClosing && t.learned.size > 0) {
    r.add(P.addedNote[lang]);
    if (!missingSlot(ctx)) {
      r.add(P.anythingElse[lang]);
      return;
    }
  }
  next(ctx, r, t, u);
}

function acknowledge(ctx: Ctx, r: Reply, u: Utterance, t: TurnInfo): void {
  const { lang, state } = ctx;
  const f = state.facts;
  if (t.learned.has('name') && f.name) r.add(P.thanksName(lang, firstName(f.name)));
  else if (t.learned.has('issue') && !state.emergency && ctx.flavour === 'maintenance' && !u.question) r.add(P.sorryIssue[lang]);
  else if (t.lastAsked.has('confirmPhone') && f.phoneConfirmed) r.add(P.great[lang]);
  else if (t.learned.size > 0 && !u.question && !(ctx.flavour !== 'maintenance' && ctx.flavour !== 'emergency' && !missingSlot(ctx))) r.add(P.gotIt[lang]);
  if (ctx.flavour === 'dispatch' && t.learned.has('reason')) {
    if (f.reason === 'access') r.add(P.noCodes[lang]);
    if (f.reason === 'approval') r.add(P.noApprovals[lang]);
  }
  if (ctx.flavour === 'leasing' && t.learned.has('bedrooms') && !u.question) {
    const hit = ctx.kb.answer(`${f.bedrooms} available ${lang === 'es' ? 'disponible' : ''}`);
    r.add(hit && hit.concepts.includes('available') ? kbText(ctx, hit.text) : P.availabilityUnknown[lang]);
  }
  if (ctx.flavour === 'collections') {
    if (t.learned.has('thirdParty') && f.thirdParty) r.add(P.thirdParty[lang]);
    else if (t.learned.has('need') && f.need === 'pay') r.add(paymentOptions(ctx));
    else if (t.learned.has('need') && !f.name && f.need) r.add(P.identityFirst[lang]);
    if (t.lastAsked.has('paymentOptions') && u.yes) r.add(paymentOptions(ctx));
  }
}
