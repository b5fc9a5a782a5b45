/**
 * Costs in dollars: calls at the per-minute customer charge, each phone number at
 * its monthly price ($5.00 for an owned number whose record has no price; new numbers carry the $1.00 the
 * provider quoted), per agent and per number. During the trial everything is covered: the amounts are shown
 * (what the usage is worth) and the amount due is 0.
 *
 * Money is computed in whole micro-dollars and rounded half up to cents once per amount, so 7 minutes at
 * $0.15 is $1.05, not 1.0499999.
 */

export interface Rates {
  /** Dollars per billable minute. */
  perMinute: number;
  /** Dollars a month for a number whose record has no price. */
  ownedNumberMonthly: number;
}

interface AgentUsage {
  agentId: string;
  agentName: string;
  callCount: number;
  minutes: number;
}

export interface OwnedNumber {
  phoneNumber: string;
  /** The record's (provider's) price; 0 when none is recorded. */
  monthlyPrice: number;
  agentId: string;
  status: string;
}

interface AgentCost extends AgentUsage {
  customerCharge: number;
}

interface PhoneNumberCost {
  phoneNumber: string;
  monthlyCost: number;
  coveredByTrial: boolean;
  agentId: string;
  status: string;
}

export interface Costs {
  totalCost: number;
  callCost: number;
  phoneCost: number;
  perAgent: AgentCost[];
  phoneNumbers: PhoneNumberCost[];
  currency: 'USD';
  perMinuteRate: number;
  billableMinutes: number;
  coveredByTrial: boolean;
  amountDue: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  phoneNumbersUnavailable: boolean;
}

const micros = (dollars: number) => Math.round(dollars * 1_000_000);
/** Micro-dollars to whole cents, half up. */
const cents = (microDollars: number) => Math.round(microDollars / 10_000);
const dollars = (c: number) => c / 100;

/** Cents a number of minutes costs at a per-minute rate. */
export const minutesCents = (minutes: number, perMinute: number) => cents(minutes * micros(perMinute));

/** A number's monthly price: the record's when it has one, else the owned-number default. */
export const monthlyCents = (n: Pick<OwnedNumber, 'monthlyPrice'>, rates: Rates) => cents(micros(n.monthlyPrice > 0 ? n.monthlyPrice : rates.ownedNumberMonthly));

export interface CostInput {
  rates: Rates;
  /** Billed calls per agent in the period. */
  agents: AgentUsage[];
  /** Billable minutes in the period (the sum over agents). */
  minutes: number;
  /** The owner's numbers; undefined when telephony could not say. */
  numbers: OwnedNumber[] | undefined;
  coveredByTrial: boolean;
  periodStart: Date | null;
  periodEnd: Date | null;
}

export function computeCosts(input: CostInput): Costs {
  const { rates, coveredByTrial } = input;
  const callCents = minutesCents(input.minutes, rates.perMinute);
  const phoneNumbers = (input.numbers ?? []).map((n) => ({
    phoneNumber: n.phoneNumber,
    cents: monthlyCents(n, rates),
    coveredByTrial,
    agentId: n.agentId,
    status: n.status,
  }));
  const phoneCents = phoneNumbers.reduce((sum, n) => sum + n.cents, 0);
  const totalCents = callCents + phoneCents;
  return {
    totalCost: dollars(totalCents),
    callCost: dollars(callCents),
    phoneCost: dollars(phoneCents),
    perAgent: input.agents.map((a) => ({ ...a, customerCharge: dollars(minutesCents(a.minutes, rates.perMinute)) })),
    phoneNumbers: phoneNumbers.map(({ cents: c, ...n }) => ({ ...n, monthlyCost: dollars(c) })),
    currency: 'USD',
    perMinuteRate: rates.perMinute,
    billableMinutes: input.minutes,
    coveredByTrial,
    amountDue: coveredByTrial ? 0 : dollars(totalCents),
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    phoneNumbersUnavailable: input.numbers === undefined,
  };
}
