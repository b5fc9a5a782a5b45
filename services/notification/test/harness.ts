import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, migrate, openDatabase, Outbox, type Db, type Queryable } from '@landline/platform';
import type { Agent__Output } from '@landline/proto/generated/landline/agent/v1/Agent';
import type { CallCompleted__Output } from '@landline/proto/generated/landline/events/v1/CallCompleted';
import type { WorkOrderChanged__Output } from '@landline/proto/generated/landline/events/v1/WorkOrderChanged';
import { Dispatcher, type DispatcherOptions } from '../src/dispatcher';
import { Notifications, type Lookups } from '../src/notifications';
import type { Mailer } from '@landline/platform/mail';
import type { TextSender } from '../src/senders/sms';
import { notificationStore } from '../src/store';
import { WebhookDeliverer, type DelivererOptions } from '../src/webhooks/deliverer';
import type { DestinationPolicy } from '../src/webhooks/ssrf';
import { webhookStore } from '../src/webhooks/store';
import { Webhooks } from '../src/webhooks/webhooks';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const tempDir = (prefix = 'notification-') => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

export const OWNER = 'owner-1';
export const OTHER_OWNER = 'owner-2';

/** An agent as GetAgentInternal answers it, with the notification switches and recipients given. */
export function agent(o: { emailSummary?: boolean; sms?: boolean; emails?: string[]; phones?: string[]; transferNumber?: string; language?: string } = {}): Agent__Output {
  return {
    id: 'agent-1',
    ownerId: OWNER,
    customName: 'Riley',
    status: 'active',
    language: o.language ?? 'en',
    template: null,
    templateType: 'maintenance',
    templateIndustry: 'property_management',
    customizations: {
      company: null,
      agent: null,
      schedule: null,
      voiceSettings: null,
      features: { callRecording: true, transcription: true, emailSummary: o.emailSummary ?? false, smsNotifications: o.sms ?? false },
      notifications: { emails: o.emails ?? [], phones: o.phones ?? [] },
    },
    transferConfig: { enabled: Boolean(o.transferNumber), transferNumber: o.transferNumber ?? '' },
    createdAt: '',
    updatedAt: '',
  } as unknown as Agent__Output;
}

/** A CallCompleted as conversation publishes it: an emergency plumbing call by default. */
export function callCompleted(o: Partial<CallCompleted__Output> & { urgency?: string; owner?: string } = {}): CallCompleted__Output {
  const { urgency = 'emergency', owner = OWNER, ...rest } = o;
  return {
    meta: { eventId: 'e-1', type: 'CallCompleted', occurredAt: new Date().toISOString(), tenantId: owner },
    callId: 'CA' + '1'.repeat(32),
    agentId: 'agent-1',
    agentName: 'Riley',
    source: 'phone_call',
    callType: 'phone',
    startedAt: new Date().toISOString(),
    endedAt: new Date().toISOString(),
    durationSeconds: 95,
    billableMinutes: 2,
    transferCount: 0,
    emergency: urgency === 'emergency' || urgency === 'life_safety',
    status: 'completed',
    templateType: 'maintenance',
    language: 'en',
    from: '+12125550147',
    to: '+13125550100',
    request: {
      tenantName: 'Jordan Rivera',
      propertyAddress: '42 Oak Street',
      unit: '3B',
      callbackPhone: '+12125550147',
      issueSummary: 'Water pouring through the kitchen ceiling',
      category: 'plumbing',
      urgency,
      permissionToEnter: true,
      pets: 'a dog',
      accessNotes: '',
      summary: 'Jordan Rivera reported water pouring through the kitchen ceiling.',
    },
    transcript: [
      { role: 'model', text: 'Thanks for calling, this is Riley.' },
      { role: 'user', text: 'Water is pouring through my kitchen ceiling!' },
    ],
    ...rest,
  };
}

/** A mailer that keeps what it is given, and fails as told. */
function memoryMailer() {
  const sent: Array<{ to: string; subject: string; text: string; html?: string }> = [];
  const failures: Error[] = [];
  const mailer: Mailer = {
    kind: 'outbox',
    async send(mail) {
      const failure = failures.shift();
      if (failure) throw failure;
      sent.push(mail);
      return `<m${sent.length}@test>`;
    },
    close() {},
  };
  return { mailer, sent, failures };
}

function memoryTexts() {
  const sent: Array<{ to: string; from: string; body: string }> = [];
  const texts: TextSender = {
    kind: 'sandbox',
    async send(t) {
      sent.push(t);
      return `SM${sent.length}`;
    },
  };
  return { texts, sent };
}

/** The service's parts over its own database (PGlite, or TEST_DATABASE_URL). */
export async function harness(
  o: {
    agent?: Agent__Output;
    mailer?: Mailer;
    texts?: TextSender;
    dispatcher?: Partial<DispatcherOptions>;
    ownerEmail?: string;
    destinations?: DestinationPolicy;
    deliverer?: Partial<DelivererOptions>;
  } = {},
) {
  const db: Db = await openDatabase({
    url: process.env.TEST_DATABASE_URL,
    schema: `notification_${process.pid}_${Math.floor(Math.random() * 1e6)}`,
    dataDir: tempDir('notification-db-'),
  });
  await migrate(db, migrations);
  await Outbox.prepare(db);
  const store = notificationStore(db);
  const directory = { current: o.agent ?? agent({ emailSummary: true }) };
  const notifications = new Notifications(
    store,
    { agent: async (id) => (id === directory.current.id ? directory.current : undefined) },
    { email: async (userId) => (userId === OWNER ? (o.ownerEmail ?? 'owner@example.com') : undefined) },
    { publicUrl: () => 'https://app.landline.test', sms: { provider: 'sandbox' } },
    logger,
  );
  const mail = o.mailer ? { mailer: o.mailer, sent: [], failures: [] } : memoryMailer();
  const texts = o.texts ? { texts: o.texts, sent: [] } : memoryTexts();
  const dispatcher = new Dispatcher(store, { mail: mail.mailer, texts: texts.texts }, { maxAttempts: 3, retrySeconds: 0, pollMs: 60_000, ...o.dispatcher }, logger);
  const hooks = webhookStore(db);
  const destinations = o.destinations ?? { allowPrivate: true };
  const deliverer = new WebhookDeliverer(hooks, { maxAttempts: 3, retrySeconds: 0, pollMs: 60_000, destinations, ...o.deliverer }, logger);
  const webhooks = new Webhooks(hooks, { destinations, callUrl: (callId) => notifications.callUrl(callId) });
  return {
    db,
    store,
    notifications,
    dispatcher,
    directory,
    mail,
    texts,
    /** Queue a call's notifications as the consumer does, in one transaction. */
    completed: async (call: CallCompleted__Output) => {
      const found = await notifications.lookups(call.agentId, call.meta?.tenantId ?? '');
      return db.tx((q) => notifications.callCompleted(q, call, found));
    },
    /** A mid-call event as the consumer applies it: the agent looked up first, then one transaction. */
    midCall: async <E extends { agentId: string; meta?: { tenantId?: string } | null }>(e: E, apply: (q: Queryable, e: E, found: Lookups) => Promise<number>) => {
      const found = await notifications.lookups(e.agentId, e.meta?.tenantId ?? '');
      return db.tx((q) => apply(q, e, found));
    },
    hooks,
    webhooks,
    deliverer,
    /** Send everything due, now. */
    async send() {
      dispatcher.wake();
      await dispatcher.idle();
    },
    /** Post every due webhook delivery, now (retries due at once included). */
    async deliver() {
      deliverer.wake();
      await deliverer.idle();
    },
    async close() {
      await dispatcher.stop();
      await deliverer.stop();
      if (db.kind === 'postgres') await db.exec(`drop schema ${db.schema} cascade`);
      await db.close();
    },
  };
}

/** A WorkOrderChanged as conversation publishes it: the owner forwarded the plumbing call's work order. */
export function workOrderChanged(o: Partial<WorkOrderChanged__Output> & { owner?: string } = {}): WorkOrderChanged__Output {
  const { owner = OWNER, ...rest } = o;
  const call = callCompleted({ urgency: 'emergency' });
  return {
    meta: { eventId: 'w-1', type: 'WorkOrderChanged', occurredAt: new Date().toISOString(), tenantId: owner },
    callId: call.callId,
    agentId: 'agent-1',
    changeId: 'change-1',
    change: 'forwarded',
    status: 'assigned',
    previousStatus: 'new',
    assignee: 'Sam Ortiz',
    note: 'Please go today, the tenant is home after 3.',
    forwardTo: ['plumber@example.com', 'super@example.com'],
    actor: 'Pat Lee',
    workOrder: call.request,
    language: 'en',
    callType: 'phone',
    startedAt: call.startedAt,
    ...rest,
  };
}
