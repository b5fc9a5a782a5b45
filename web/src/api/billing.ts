/** Usage and costs as the billing service reports them (dashboard stats, usage history). */
export type { DashboardCosts, DashboardStats, ExpiredReason, SubscriptionState, UsageDay } from '@landline/api';
