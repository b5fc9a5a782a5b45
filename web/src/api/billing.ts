/** Usage and costs as the billing service reports them (dashboard stats, usage history). */

export type ExpiredReason = 'trial_ended' | 'minutes_used';

export interface AgentCost {
  agentId: string;
  agentName: string;
  callCount: number;
  minutes: number;
  customerCharge: number;
}

export interface PhoneNumberCost {
  phoneNumber: string;
  monthlyCost: number;
  coveredByTrial: boolean;
  agentId: string | null;
  status: string;
}

export interface DashboardCosts {
  totalCost: number;
  callCost: number;
  phoneCost: number;
  perAgent: AgentCost[];
  phoneNumbers: PhoneNumberCost[];
  currency: string;
  perMinuteRate: number;
  billableMinutes: number;
  coveredByTrial: boolean;
  amountDue: number;
  periodStart: string | null;
  periodEnd: string | null;
  phoneNumbersUnavailable: boolean;
}

/** The subscription as billing sees it (its minutes and its trial rule). */
export interface SubscriptionState {
  plan: string;
  status: 'active' | 'expired';
  expiredReason: ExpiredReason | null;
  /** What to do when expired (billing's words). */
  message: string;
  callMinutesUsed: number;
  callMinutesIncluded: number;
  startDate: string | null;
  endDate: string | null;
  daysLeft: number;
  allowed: boolean;
}

/** GET /getDashboardStats: the owner's today in their time zone, costs and the subscription's state. */
export interface DashboardStats {
  todayCalls: number;
  todayMinutes: number;
  todayTransfers: number;
  todayEmergencies: number;
  timezone: string;
  date: string;
  costs: DashboardCosts;
  subscription: SubscriptionState | null;
}

export interface UsageDay {
  /** YYYY-MM-DD in the owner's time zone. */
  date: string;
  calls: number;
  minutes: number;
  transfers: number;
  emergencies: number;
}

/** GET /getUsageHistory?days=N: oldest first, today last, days without calls as zeros. */
export interface UsageHistory {
  timezone: string;
  days: UsageDay[];
}
