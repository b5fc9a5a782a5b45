import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, EVENT_ID_HEADER, EVENT_TYPE_HEADER, migrate, openDatabase, Outbox, type BusMessage, type Db } from '@landline/platform';
import { encodeEvent, TOPICS } from '@landline/proto';
import type { CallCompleted } from '@landline/proto/generated/landline/events/v1/CallCompleted';
import { Billing, type NumberDirectory } from '../src/billing';
import type { OwnedNumber, Rates } from '../src/costs';
import { callCompletedHandler, ownerEventsHandler } from '../src/events';
import { Owners, type SubscriptionDirectory } from '../src/owners';
import { billingStore, type BillingStore } from '../src/store';
import type { Terms } from '../src/trial';
import { UsageRecorder } from '../src/usage';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
export const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
export const RATES: Rates = { perMinute: 0.15, ownedNumberMonthly: 5 };

/** A database of billing's own: TEST_DATABASE_URL (a schema per file) or PGlite. */
export async function billingDb(name: string, url = process.env.TEST_DATABASE_URL): Promise<Db> {
  const db = await openDatabase({ url, schema: `billing_${name}_${process.pid}`, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), `billing-${name}-`)) });
  await migrate(db, migrations);
  await Outbox.prepare(db);
  return db;
}

export async function dropDb(db: Db | undefined): Promise<void> {
  if (!db) return;
  if (db.kind === 'postgres') await db.exec(`drop schema if exists ${db.schema} cascade`);
  await db.close();
}

/** A stand-in identity: terms per owner, or a failure. */
class FakeIdentity implements SubscriptionDirectory {
  readonly terms_ = new Map<string, Terms>();
  calls = 0;
  failing = false;
  async terms(ownerId: string): Promise<Terms | undefined> {
    this.calls++;
    if (this.failing) throw new Error('identity is down');
    return this.terms_.get(ownerId);
  }
}

/** A stand-in telephony: numbers per owner, or a failure. */
class FakeTelephony implements NumberDirectory {
  readonly owned = new Map<string, OwnedNumber[]>();
  failing = false;
  async numbers(actor: { userId: string }): Promise<OwnedNumber[]> {
    if (this.failing) throw new Error('telephony is down');
    return this.owned.get(actor.userId) ?? [];
  }
}

export interface Harness {
  db: Db;
  store: BillingStore;
  owners: Owners;
  billing: Billing;
  usage: UsageRecorder;
  identity: FakeIdentity;
  telephony: FakeTelephony;
  clock: { now: Date };
  onCallCompleted: (message: BusMessage) => Promise<void>;
  onOwnerEvent: (message: BusMessage) => Promise<void>;
}

export function harness(db: Db): Harness {
  const store = billingStore(db);
  const identity = new FakeIdentity();
  const telephony = new FakeTelephony();
  const clock = { now: new Date() };
  const owners = new Owners(store, identity, 'America/New_York', logger);
  const billing = new Billing(store, owners, telephony, RATES, logger, () => clock.now);
  const usage = new UsageRecorder(store, logger);
  return { db, store, owners, billing, usage, identity, telephony, clock, onCallCompleted: callCompletedHandler(db, usage), onOwnerEvent: ownerEventsHandler(db, owners) };
}

export const actor = (userId: string) => ({ userId, email: `${userId}@example.com`, displayName: userId, photoUrl: '' });

let seq = 0;
export const uniqueId = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${++seq}`;

export interface CallSpec {
  owner: string;
  callId?: string;
  agentId?: string;
  agentName?: string;
  callType?: string;
  source?: string;
  startedAt?: Date;
  seconds?: number;
  transfers?: number;
  emergency?: boolean;
  status?: string;
}

/** A CallCompleted as conversation publishes it (through the outbox: event id and type in the headers). */
export function callCompleted(spec: CallSpec, eventId: string = randomUUID()): BusMessage {
  const start = spec.startedAt ?? new Date();
  const seconds = spec.seconds ?? 60;
  const callType = spec.callType ?? 'web_test';
  const event: CallCompleted = {
    meta: { eventId, type: 'CallCompleted', occurredAt: new Date(start.getTime() + seconds * 1000).toISOString(), tenantId: spec.owner },
    callId: spec.callId ?? uniqueId('web-test-max'),
    agentId: spec.agentId ?? 'agent-1',
    agentName: spec.agentName ?? 'Max',
    source: spec.source ?? (callType.startsWith('web') ? 'web' : 'phone'),
    callType,
    startedAt: start.toISOString(),
    endedAt: new Date(start.getTime() + seconds * 1000).toISOString(),
    durationSeconds: seconds,
    billableMinutes: Math.ceil(seconds / 60),
    transferCount: spec.transfers ?? 0,
    emergency: spec.emergency ?? false,
    status: spec.status ?? 'completed',
    templateType: 'maintenance',
    language: 'en',
  };
  return {
    topic: TOPICS.CallCompleted,
    key: spec.owner || (event.callId as string),
    value: Buffer.from(encodeEvent('CallCompleted', event)),
    headers: { [EVENT_ID_HEADER]: eventId, [EVENT_TYPE_HEADER]: 'CallCompleted' },
  };
}

/** The same message under a new event id (a replay: re-published, not redelivered). */
export function replayed(message: BusMessage, eventId: string = randomUUID()): BusMessage {
  return { ...message, headers: { ...message.headers, [EVENT_ID_HEADER]: eventId } };
}

export function userRegistered(userId: string, trialEnd: Date, occurredAt = new Date(trialEnd.getTime() - 7 * 86_400_000)): BusMessage {
  const eventId = randomUUID();
  return {
    topic: TOPICS.UserRegistered,
    key: userId,
    value: Buffer.from(
      encodeEvent('UserRegistered', {
        meta: { eventId, type: 'UserRegistered', occurredAt: occurredAt.toISOString(), tenantId: userId },
        userId,
        email: `${userId}@example.com`,
        plan: 'trial',
        trialEndDate: trialEnd.toISOString(),
      }),
    ),
    headers: { [EVENT_ID_HEADER]: eventId, [EVENT_TYPE_HEADER]: 'UserRegistered' },
  };
}

export function onboardingCompleted(userId: string, timezone: string, occurredAt = new Date()): BusMessage {
  const eventId = randomUUID();
  return {
    topic: TOPICS.OnboardingCompleted,
    key: userId,
    value: Buffer.from(
      encodeEvent('OnboardingCompleted', {
        meta: { eventId, type: 'OnboardingCompleted', occurredAt: occurredAt.toISOString(), tenantId: userId },
        userId,
        companyName: 'Acme',
        timezone,
      }),
    ),
    headers: { [EVENT_ID_HEADER]: eventId, [EVENT_TYPE_HEADER]: 'OnboardingCompleted' },
  };
}

export const trialTerms = (start: Date, over: Partial<Terms> = {}): Terms => ({
  plan: 'trial',
  status: 'active',
  startDate: start,
  endDate: new Date(start.getTime() + 7 * 86_400_000),
  callMinutesIncluded: 60,
  ...over,
});
