import type { Queryable } from '@landline/platform';

/** A number the provider offers for sale. */
export interface AvailableNumber {
  phoneNumber: string; // E.164
  friendlyName: string;
  locality: string;
  region: string;
}

/** A number bought from the provider; sid is the provider's id for it (Twilio's PN…). */
export interface PurchasedNumber extends AvailableNumber {
  sid: string;
}

/**
 * Where phone numbers come from: `twilio` (a real account) or `sandbox` (the embedded default, a local
 * pool of labelled fictional numbers). Both take the caller's database handle: the sandbox keeps its
 * pool there, so its changes commit or roll back with the caller's transaction; Twilio ignores it.
 */
export interface PhoneProvider {
  readonly name: 'twilio' | 'sandbox';
  /** True when purchases live in the caller's transaction (rolled back with it, nothing to undo). */
  readonly transactional: boolean;
  /** Up to `limit` voice-capable local numbers in a US area code (3 digits, already validated). */
  search(areaCode: string, limit: number, q: Queryable): Promise<AvailableNumber[]>;
  /** Buys a number with the voice and status webhooks pointing at this deployment. */
  purchase(input: { phoneNumber: string; friendlyName: string }, q: Queryable): Promise<PurchasedNumber>;
  /** Gives a bought number back to the provider. */
  release(sid: string, q: Queryable): Promise<void>;
}

/**
 * A provider's refusal, in Twilio's error shape (`{code, message, more_info, status}`): status is the
 * HTTP status, code the provider's error code (Twilio's 21404, 21422, …).
 */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
    readonly moreInfo?: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Twilio's own codes the rules and the sandbox use. */
export const PROVIDER_CODES = {
  /** Trial accounts are allowed only one Twilio number. */
  trialLimit: 21404,
  /** The phone number requested is not available. */
  unavailable: 21422,
} as const;
