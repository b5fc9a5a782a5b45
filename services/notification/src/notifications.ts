import { invalid, type Logger, type Queryable } from '@landline/platform';
import { isE164 } from '@landline/platform/phone';
import type { Agent__Output } from '@landline/proto/generated/landline/agent/v1/Agent';
import type { CallCompleted__Output } from '@landline/proto/generated/landline/events/v1/CallCompleted';
import type { OnCallAttempt__Output } from '@landline/proto/generated/landline/events/v1/OnCallAttempt';
import type { OnCallUnanswered__Output } from '@landline/proto/generated/landline/events/v1/OnCallUnanswered';
import type { EmergencyRaised__Output } from '@landline/proto/generated/landline/events/v1/EmergencyRaised';
import type { TransferDetails__Output } from '@landline/proto/generated/landline/events/v1/TransferDetails';
import type { TransferRequested__Output } from '@landline/proto/generated/landline/events/v1/TransferRequested';
import type { WorkOrderChanged__Output } from '@landline/proto/generated/landline/events/v1/WorkOrderChanged';
import { decodeCursor, encodeCursor } from './cursor';
import { forwardEmail } from './forwardEmail';
import { emailSummary, emergencyText, emergencyTextOf, isEmergency, languageOf, unansweredText } from './messages';
import type { AgentDirectory, OwnerDirectory } from './peers';
import type { NewNotification, NotificationRow, NotificationStore, Status } from './store';

/**
 * Twilio's documented test number for a valid sender: texts of the sandbox line, which has no carrier,
 * come from it when neither SMS_FROM nor the agent's own number gives one.
 */
const SANDBOX_SENDER = '+15005550006';

export interface NotificationsOptions {
  /** The web app's base URL, for links to the call page. */
  publicUrl: () => string;
  sms: { provider: 'twilio' | 'sandbox'; from?: string };
}

export interface NotificationView {
  id: string;
  callId: string;
  channel: string;
  to: string;
  subject: string;
  body: string;
  status: string;
  error: string;
  createdAt: string;
  attempts: number;
  sentAt: string;
  kind: string;
}

const LIST_DEFAULT = 50;
const LIST_MAX = 100;

const unique = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/** Who gets an agent's emergency texts: its phones, else its transfer number. */
function textRecipients(agent: Agent__Output): string[] {
  const phones = unique(agent.customizations?.notifications?.phones ?? []);
  const transfer = agent.transferConfig?.transferNumber ?? '';
  return phones.length ? phones : transfer ? [transfer] : [];
}

/** The agent of a call, and its owner's account email when the agent names no recipient. */
export interface Lookups {
  agent?: Agent__Output;
  ownerEmail?: string;
}

/** Decides who is told what about a call, and answers the owner's questions about what was sent. */
export class Notifications {
  constructor(
    private readonly store: NotificationStore,
    private readonly agents: AgentDirectory,
    private readonly owners: OwnerDirectory,
    private readonly options: NotificationsOptions,
    private readonly logger: Logger,
  ) {}

  /**
   * What a call's notices need of the agent and identity services, asked before the consumer's transaction
   * opens: a transaction never waits on another service.
   */
  async lookups(agentId: string, ownerId: string): Promise<Lookups> {
    if (!agentId) return {};
    const agent = await this.agents.agent(agentId);
    const namesNoEmail = unique(agent?.customizations?.notifications?.emails ?? []).length === 0;
    const wantsOwner = Boolean(ownerId && agent?.customizations?.features?.emailSummary && namesNoEmail);
    const ownerEmail = wantsOwner ? ((await this.store.ownerEmail(ownerId)) ?? (await this.owners.email(ownerId))) : undefined;
    return { agent, ownerEmail };
  }

  callUrl(callId: string): string {
    return `${this.options.publicUrl()}/dashboard/calls/${encodeURIComponent(callId)}`;
  }

  /** Texts come from SMS_FROM, else the agent's own number, else (sandbox line) Twilio's test number. */
  private senderFor(agentNumber: string): string {
    return this.options.sms.from || (isE164(agentNumber) ? agentNumber : '') || (this.options.sms.provider === 'sandbox' ? SANDBOX_SENDER : '');
  }

  /**
   * A call ended: queue the agent's email summaries (when switched on) and, for an emergency, its texts
   * (when switched on). Queued in the consumer's transaction; a replay finds the rows and adds none.
   * Returns how many were queued.
   */
  async callCompleted(q: Queryable, call: CallCompleted__Output, found: Lookups): Promise<number> {
    const ownerId = call.meta?.tenantId ?? '';
    if (!ownerId || !call.agentId) return 0; // landing-page demo calls have no owner to tell
    const { agent } = found;
    if (!agent) return 0;
    const features = agent.customizations?.features;
    const recipients = agent.customizations?.notifications;
    const language = languageOf(agent.language);
    const url = this.callUrl(call.callId);
    const planned: NewNotification[] = [];
    const base = { ownerId, callId: call.callId, agentId: call.agentId };

    if (features?.emailSummary) {
      let emails = unique(recipients?.emails ?? []);
      if (emails.length === 0) {
        const owner = (await this.store.ownerEmail(ownerId, q)) ?? found.ownerEmail;
        emails = owner ? [owner] : [];
      }
      const mail = emailSummary(call, language, url);
      for (const to of emails) planned.push({ ...base, kind: 'summary', channel: 'email', recipient: to, subject: mail.subject, body: mail.text, html: mail.html });
      if (emails.length === 0) this.logger.warn({ callId: call.callId, agentId: call.agentId }, 'email summaries are on but the agent has no recipient and the owner no email');
    }

    if (features?.smsNotifications && isEmergency(call)) {
      const sender = this.senderFor(call.to);
      const body = emergencyText(call, language, url);
      for (const to of textRecipients(agent)) planned.push({ ...base, kind: 'emergency', channel: 'sms', recipient: to, sender, body });
    }

    let queued = 0;
    for (const n of planned) if (await this.store.enqueue(q, n)) queued += 1;
    return queued;
  }

  /**
   * An emergency is being transferred, mid-call: its texts go out now rather than when the call ends (the
   * call's own texts then find them sent, one per phone).
   */
  async transferRequested(q: Queryable, e: TransferRequested__Output, found: Lookups): Promise<number> {
    if (e.reason && e.reason !== 'emergency') return 0;
    return this.textEmergency(q, { ownerId: e.meta?.tenantId ?? '', callId: e.callId, agentId: e.agentId, lifeSafety: false, details: e.details, agentNumber: e.from }, found);
  }

  /**
   * A live call of an agent that cannot put it through became an emergency: its texts go out now, with what
   * the caller has said so far (the call's own texts then find them sent).
   */
  async emergencyRaised(q: Queryable, e: EmergencyRaised__Output, found: Lookups): Promise<number> {
    return this.textEmergency(
      q,
      { ownerId: e.meta?.tenantId ?? '', callId: e.callId, agentId: e.agentId, lifeSafety: e.tier === 'life_safety', details: e.details, agentNumber: e.agentNumber },
      found,
    );
  }

  private async textEmergency(
    q: Queryable,
    e: { ownerId: string; callId: string; agentId: string; lifeSafety: boolean; details: TransferDetails__Output | null; agentNumber: string },
    { agent }: Lookups,
  ): Promise<number> {
    if (!e.ownerId || !e.callId || !e.agentId) return 0;
    if (!agent?.customizations?.features?.smsNotifications) return 0;
    const d = e.details;
    const body = emergencyTextOf(
      {
        agentName: agent.customizations.agent?.name || agent.customName,
        lifeSafety: e.lifeSafety,
        tenantName: d?.clientName ?? '',
        where: d?.address ?? '',
        issue: d?.issueSummary ?? '',
        callback: d?.phone ?? '',
      },
      languageOf(agent.language),
      this.callUrl(e.callId),
    );
    const sender = this.senderFor(e.agentNumber);
    let queued = 0;
    for (const to of textRecipients(agent))
      if (await this.store.enqueue(q, { kind: 'emergency', ownerId: e.ownerId, callId: e.callId, agentId: e.agentId, channel: 'sms', recipient: to, sender, body })) queued += 1;
    return queued;
  }

  /** A person of the on-call ladder was called: recorded as a 'call' notification with its outcome. */
  async onCallAttempt(q: Queryable, e: OnCallAttempt__Output): Promise<void> {
    const ownerId = e.meta?.tenantId ?? '';
    if (!ownerId || !e.callId || !e.phone) return;
    const status: Status = e.outcome === 'accepted' ? 'accepted' : e.outcome === 'declined' ? 'declined' : e.outcome === 'failed' ? 'failed' : 'no_answer';
    const who = e.name ? `${e.name} (${e.phone})` : `${e.phone} (transfer number)`;
    const at = e.startedAt ? new Date(e.startedAt) : new Date();
    await this.store.record(
      q,
      { kind: 'ladder', ownerId, callId: e.callId, agentId: e.agentId, channel: 'call', recipient: e.phone, body: `On-call call ${e.index + 1}: ${who}` },
      status,
      e.outcome === 'busy' ? 'The line was busy' : '',
      at,
    );
  }

  /** Nobody took the emergency: every contact is texted, whether or not the agent sends texts otherwise. */
  async onCallUnanswered(q: Queryable, e: OnCallUnanswered__Output): Promise<number> {
    const ownerId = e.meta?.tenantId ?? '';
    if (!ownerId || !e.callId) return 0;
    const details = { clientName: e.details?.clientName ?? '', address: e.details?.address ?? '', phone: e.details?.phone ?? '', issueSummary: e.details?.issueSummary ?? '' };
    const body = unansweredText({ agentName: e.agentName, language: languageOf(e.language), details, caller: e.caller }, this.callUrl(e.callId));
    const sender = this.senderFor(e.agentNumber);
    let queued = 0;
    for (const to of unique(e.phones))
      if (await this.store.enqueue(q, { kind: 'unanswered', ownerId, callId: e.callId, agentId: e.agentId, channel: 'sms', recipient: to, sender, body })) queued += 1;
    return queued;
  }

  /**
   * An owner forwarded a call's work order: one email per address, in the call's language. Each forward is
   * its own message (keyed by the change's id), so forwarding again to the same address sends again and a
   * replay of the same forward sends nothing.
   */
  async workOrderChanged(q: Queryable, e: WorkOrderChanged__Output): Promise<number> {
    const ownerId = e.meta?.tenantId ?? '';
    if (e.change !== 'forwarded' || !ownerId || !e.callId || !e.changeId) return 0;
    const mail = forwardEmail(e, languageOf(e.language), this.callUrl(e.callId));
    let queued = 0;
    for (const to of unique(e.forwardTo)) {
      const n: NewNotification = {
        kind: 'forward',
        occasion: e.changeId,
        ownerId,
        callId: e.callId,
        agentId: e.agentId,
        channel: 'email',
        recipient: to,
        subject: mail.subject,
        body: mail.text,
        html: mail.html,
      };
      if (await this.store.enqueue(q, n)) queued += 1;
    }
    return queued;
  }

  async consentChanged(q: Queryable, phone: string, number: string, optedOut: boolean): Promise<void> {
    if (phone && number) await this.store.setConsent(q, phone, number, optedOut);
  }

  async ownerRegistered(q: Queryable, userId: string, email: string): Promise<void> {
    if (userId && email) await this.store.saveOwner(q, userId, email);
  }

  /** The owner's notifications, of one call or all, newest first, a page at a time. */
  async list(ownerId: string, request: { callId?: string; limit?: number; cursor?: string }): Promise<{ notifications: NotificationView[]; nextCursor: string }> {
    const limit = request.limit ? Math.trunc(request.limit) : LIST_DEFAULT;
    if (limit < 1 || limit > LIST_MAX) throw invalid(`limit must be between 1 and ${LIST_MAX}`);
    const after = request.cursor ? decodeCursor(request.cursor) : undefined;
    const rows = await this.store.list(ownerId, { callId: request.callId || undefined, limit: limit + 1, after });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return { notifications: page.map(view), nextCursor: rows.length > limit && last ? encodeCursor(last) : '' };
  }
}

function view(n: NotificationRow): NotificationView {
  return {
    id: n.id,
    callId: n.call_id,
    channel: n.channel,
    to: n.recipient,
    subject: n.subject,
    body: n.body,
    // 'sending' is the sender's claim, not something an owner acts on: to them it is still queued.
    status: n.status === 'sending' ? 'queued' : n.status,
    error: n.error,
    createdAt: n.created_at.toISOString(),
    attempts: n.attempts,
    sentAt: n.sent_at ? n.sent_at.toISOString() : '',
    kind: n.kind,
  };
}
