import { randomUUID } from 'node:crypto';
import type { TelephonyStore } from '../store';
import { areaCodeOf, describeAreaCode, formatUsNumber } from './area-codes';
import { PROVIDER_CODES, ProviderError, type PhoneProvider } from './provider';

/** The label every sandbox number carries (its locality, friendly name and sid). */
const SANDBOX_LABEL = 'Sandbox';

/** How many fictional numbers each area code's pool holds: +1 <area> 555-0100 … 555-0199. */
const POOL_SIZE = 100;

/** Area codes that exist in the North American plan: NXX with N 2-9, and not an N11 service code. */
const dialable = (areaCode: string) => /^[2-9]\d\d$/.test(areaCode) && !/^[2-9]11$/.test(areaCode);

function poolOf(areaCode: string) {
  const where = describeAreaCode(areaCode);
  const locality = where ? `${where.locality} (${SANDBOX_LABEL})` : SANDBOX_LABEL;
  const region = where?.region ?? 'US';
  return Array.from({ length: POOL_SIZE }, (_, i) => {
    const phoneNumber = `+1${areaCode}55501${String(i).padStart(2, '0')}`;
    return { phoneNumber, areaCode, friendlyName: `${formatUsNumber(phoneNumber)} (${SANDBOX_LABEL})`, locality, region };
  });
}

/**
 * The embedded default: a local pool of clearly labelled fictional numbers (the 555-01xx range) kept in
 * the telephony database. It behaves like Twilio: search by area code returns free numbers, a bought
 * number leaves the pool for every account until it is given back, and refusals come in Twilio's
 * codes (21422 for a number that is not available). No call reaches these numbers.
 */
export function createSandboxProvider(store: TelephonyStore): PhoneProvider {
  async function ensurePool(q: Parameters<PhoneProvider['search']>[2], areaCode: string) {
    if ((await store.sandboxPoolSize(q, areaCode)) < POOL_SIZE) await store.seedSandbox(q, poolOf(areaCode));
  }

  return {
    name: 'sandbox',
    transactional: true,

    async search(areaCode, limit, q) {
      if (!dialable(areaCode)) return [];
      await ensurePool(q, areaCode);
      const rows = await store.sandboxAvailable(q, areaCode, limit);
      return rows.map((r) => ({ phoneNumber: r.phone_number, friendlyName: r.friendly_name, locality: r.locality, region: r.region }));
    },

    async purchase({ phoneNumber, friendlyName }, q) {
      const areaCode = areaCodeOf(phoneNumber);
      const unavailable = () =>
        new ProviderError(400, PROVIDER_CODES.unavailable, `The phone number ${phoneNumber} is not available in the sandbox. Search an area code for free sandbox numbers.`);
      if (!dialable(areaCode) || !/^\+1\d{3}55501\d\d$/.test(phoneNumber)) throw unavailable();
      await ensurePool(q, areaCode);
      const sid = `SB${randomUUID().replace(/-/g, '')}`;
      const row = await store.sandboxTake(q, phoneNumber, sid);
      if (!row) throw unavailable();
      return { sid, phoneNumber: row.phone_number, friendlyName: friendlyName || row.friendly_name, locality: row.locality, region: row.region };
    },

    async release(sid, q) {
      await store.sandboxGiveBack(q, sid);
    },
  };
}
