/** Usage and costs as the billing service reports them (dashboard stats, usage history). */
export type { AgentCost, DashboardCosts, DashboardStats, ExpiredReason, PhoneNumberCost, SubscriptionState, UsageDay, UsageHistory } from '@landline/api';
