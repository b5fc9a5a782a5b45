/** What the offline receptionist asks next: the order of the questions, which are still needed, and how each is put. */
import { type Slot, type Utterance } from './extract';
import { readBack } from './numbers';
import { P, QUESTIONS, slotQuestion } from './phrases';
import { Reply, hasAnything, type Ctx, type TurnInfo } from './context';
import { summary } from './closing';

function slotOrder(ctx: Ctx): Slot[] {
  const { state, mode, open } = ctx;
  const f = state.facts;
  const closed = !open && mode !== 'full';
  switch (ctx.flavour) {
    case 'emergency':
      if (state.emergency) return ['safety', 'name', 'address', 'unit', 'phone', 'confirmPhone', 'permission', 'pets', 'access'];
      return ['issue', 'name', 'address', 'unit', 'phone', 'confirmPhone', 'permission', 'pets', 'access'];
    case 'dispatch':
      return [
        'name',
        'company',
        ...(ctx.config.templateType === 'contractor' ? (['trade'] as Slot[]) : []),
        'phone',
        'confirmPhone',
        'reason',
        'workOrder',
        'address',
        'unit',
        'timeWindow',
        'needDetail',
      ];
    case 'leasing':
      if (f.resident) return ['name', 'address', 'unit', 'phone', 'confirmPhone', 'message'];
      return ['name', 'phone', 'confirmPhone', 'interest', 'moveIn', 'pets', 'showing'];
    case 'collections':
      if (f.thirdParty) return ['name', 'phone', 'confirmPhone', 'message'];
      if (f.need === 'pay' && !f.name) return [];
      return ['need', 'name', 'address', 'unit', 'phone', 'confirmPhone', 'needDetail', 'paymentOptions'];
    default:
      if (closed && mode === 'voicemail' && !state.emergencyLogged) return ['name', 'phone', 'confirmPhone', 'address', 'unit', 'issue'];
      if (state.emergencyLogged) return ['permission', 'pets', 'access'];
      if (!hasAnything(f)) return ['issue', 'name', 'address', 'unit', 'phone', 'confirmPhone', 'issueDetail', 'permission', 'pets', 'access'];
      return ['name', 'address', 'unit', 'phone', 'confirmPhone', 'issue', 'issueDetail', 'permission', 'pets', 'access'];
  }
}

function needs(ctx: Ctx, slot: Slot): boolean {
  const { state } = ctx;
  const f = state.facts;
  if (state.skipped.has(slot)) return false;
  switch (slot) {
    case 'name':
      return !f.name;
    case 'address':
      return !f.address;
    case 'unit':
      return Boolean(f.address) && f.unit === undefined;
    case 'phone':
      return !f.phone;
    case 'confirmPhone':
      return Boolean(f.phone) && !f.phoneConfirmed;
    case 'issue':
      // A message left after hours may be a question instead of a repair.
      return !f.issue && !(ctx.mode === 'voicemail' && !ctx.open && (f.message || state.openQuestions.length));
    case 'issueDetail':
      return !!f.issue && !f.issueDetail && !state.emergency && f.issue.split(/\s+/).length < 4;
    case 'urgency':
      return !f.urgency;
    case 'permission':
      return f.permission === undefined;
    case 'pets':
      return f.pets === undefined;
    case 'access':
      return f.access === undefined;
    case 'safety':
      return f.injuries === undefined;
    case 'company':
      return !f.company;
    case 'trade':
      return !f.trade;
    case 'reason':
      return !f.reason && !f.needDetail;
    case 'workOrder':
      return f.workOrder === undefined;
    case 'timeWindow':
      return !f.timeWindow && ['late', 'arrival', 'scheduling', 'parts'].includes(f.reason ?? '');
    case 'needDetail':
      if (ctx.flavour === 'dispatch') return !f.needDetail && ['completed', 'approval'].includes(f.reason ?? '');
      return !f.needDetail && Boolean(f.need) && f.need !== 'pay';
    case 'interest':
      return !f.bedrooms && !f.area;
    case 'moveIn':
      return !f.moveIn;
    case 'showing':
      return f.showing === undefined;
    case 'need':
      return !f.need;
    case 'paymentOptions':
      return f.paymentOptionsGiven === undefined && ['balance', 'arrangement', 'dispute'].includes(f.need ?? '');
    case 'message':
      return !f.message;
    default:
      return false;
  }
}

export function missingSlot(ctx: Ctx): Slot | undefined {
  return slotOrder(ctx).find((s) => needs(ctx, s));
}

function questionFor(ctx: Ctx, slot: Slot, u?: Utterance): string {
  const { lang, state, config } = ctx;
  const f = state.facts;
  switch (slot) {
    case 'phone':
      if (f.phoneIncomplete) return P.incompletePhone[lang];
      if (config.callerNumber && !f.callerNumberDeclined) return P.callerNumberQuestion(lang, readBack(config.callerNumber, lang));
      return QUESTIONS.phone[lang];
    case 'confirmPhone':
      return P.readBack(lang, readBack(f.phone ?? '', lang));
    case 'pets':
      return ctx.flavour === 'leasing' ? P.leasingPets[lang] : QUESTIONS.pets[lang];
    case 'needDetail':
      return P.needDetail[(ctx.flavour === 'dispatch' ? f.reason : f.need) ?? 'balance']?.[lang] ?? QUESTIONS.message[lang];
    case 'issue':
      if (ctx.flavour === 'maintenance' && (hasAnything(f) || u?.genericRequest)) return P.issueAgain[lang];
      return QUESTIONS.issue[lang];
    default:
      return slotQuestion(slot)?.[lang] ?? QUESTIONS.message[lang];
  }
}

/** An utterance this long that answers nothing still said something: it is acknowledged, not called unheard. */
const SAID_SOMETHING_WORDS = 6;

/** Asks for the next missing thing, or closes with a summary. */
export function next(ctx: Ctx, r: Reply, t?: TurnInfo, u?: Utterance): void {
  const slot = missingSlot(ctx);
  if (!slot) {
    if (ctx.flavour === 'collections' && ctx.state.facts.need === 'pay' && !ctx.state.facts.name) {
      r.add(P.anythingElse[ctx.lang]);
      return;
    }
    r.add(summary(ctx)).add(P.anythingElse[ctx.lang]);
    return;
  }
  // Asked again and still no answer: say so before asking once more.
  if (t && u && t.learned.size === 0 && !u.question && !u.aiQuestion && !u.human) {
    if (u.greeting) r.add(/\b(there|hear|escucha|oye|sigue)\b|\?/.test(u.raw.toLowerCase()) ? P.imHere[ctx.lang] : P.hello[ctx.lang]);
    else if (u.genericRequest) r.add(P.ofCourse[ctx.lang]);
    // A caller who told us more about the problem instead of answering was heard: saying otherwise would
    // tell them they were not.
    else if (t.lastAsked.has(slot)) r.add(u.raw.trim().split(/\s+/).length >= SAID_SOMETHING_WORDS ? P.gotIt[ctx.lang] : P.didNotCatch[ctx.lang]);
  }
  r.add(questionFor(ctx, slot, u));
}
