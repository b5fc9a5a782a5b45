/** The contract's shapes as TypeScript types, inferred from the schemas: what the gateway answers. */
import type { z } from 'zod';
import type * as account from './account';
import type * as agents from './agents';
import type * as billing from './billing';
import type * as calls from './calls';
import type * as chat from './chat';
import type * as notifications from './notifications';
import type * as phones from './phones';
import type * as workOrders from './workOrders';
import type { RequestBody } from './routes';

export type AppConfig = z.output<typeof account.appConfig>;
export type UserDocument = z.output<typeof account.userDocument>;
export type UserSubscription = z.output<typeof account.subscription>;
export type AuthSession = z.output<typeof account.authSession>;
export type KeycloakConfig = NonNullable<AppConfig['auth']['keycloak']>;
export type UpgradeRequest = z.output<typeof account.upgradeRequest>;

export type Template = z.output<typeof agents.template>;
export type Agent = z.output<typeof agents.agent>;
export type AgentCustomizations = z.output<typeof agents.customizations>;
export type VoiceSettings = z.output<typeof agents.voiceSettings>;
export type AgentFeatures = z.output<typeof agents.agentFeatures>;
export type OnCallContact = z.output<typeof agents.onCallContact>;
export type TransferConfig = z.output<typeof agents.transferConfig>;
export type PlanLimits = z.output<typeof agents.planLimits>;

export type PhoneNumber = z.output<typeof phones.phoneNumber>;
export type OfferedNumber = z.output<typeof phones.offeredNumber>;
export type SandboxCall = z.output<typeof phones.sandboxCall>;
export type SandboxDial = z.output<typeof phones.sandboxDial>;
export type SandboxSay = z.output<typeof phones.sandboxSay>;
export type SandboxHangup = z.output<typeof phones.sandboxHangup>;

export type Voice = z.output<typeof chat.voice>;
export type Voices = z.output<typeof chat.voices>;
export type TransferDetails = z.output<typeof chat.transferDetails>;
export type ChatEvent = z.output<typeof chat.chatEvent>;
export type ChatReply = z.output<typeof chat.chatReply>;
export type ChatHistoryItem = NonNullable<RequestBody<'POST /chat'>['history']>[number];

export type Call = z.output<typeof calls.call>;
export type CallTranscriptEntry = z.output<typeof calls.transcriptEntry>;
export type CallTransfer = z.output<typeof calls.transferEvent>;
export type ServiceRequest = z.output<typeof calls.serviceRequest>;
export type RecentCalls = z.output<typeof calls.recentCalls>;

export type DashboardStats = z.output<typeof billing.dashboardStats>;
export type DashboardCosts = z.output<typeof billing.dashboardCosts>;
export type AgentCost = z.output<typeof billing.agentCost>;
export type PhoneNumberCost = z.output<typeof billing.phoneNumberCost>;
export type SubscriptionState = z.output<typeof billing.subscriptionState>;
export type UsageHistory = z.output<typeof billing.usageHistory>;
export type UsageDay = UsageHistory['days'][number];
export type Entitlement = z.output<typeof billing.entitlement>;

export type Notification = z.output<typeof notifications.notification>;
export type Notifications = z.output<typeof notifications.notifications>;
export type Webhook = z.output<typeof notifications.webhook>;
export type WebhookDelivery = z.output<typeof notifications.webhookDelivery>;

export type WorkOrderSummary = z.output<typeof workOrders.workOrderSummary>;
export type WorkOrderDetail = z.output<typeof workOrders.workOrderDetail>;
export type WorkOrderChange = z.output<typeof workOrders.workOrderChange>;
export type WorkOrdersPage = z.output<typeof workOrders.workOrdersPage>;
