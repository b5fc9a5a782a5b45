/**
 * Every route the gateway serves under /api, keyed by method and Express path. The gateway mounts
 * exactly these, the OpenAPI document is made from them, and the web app's client is typed by them.
 */
import { z } from 'zod';
import { WORK_ORDER_MESSAGES } from '@landline/platform/workOrders';
import * as account from './account';
import * as agents from './agents';
import * as billing from './billing';
import { callLogQuery, recentCallsQuery } from './callLog';
import * as calls from './calls';
import * as chat from './chat';
import { errorBody, okBody, successBody } from './common';
import type { Route, RouteKey } from './contract';
import * as notifications from './notifications';
import * as phones from './phones';
import * as recordings from './recordings';
import * as workOrders from './workOrders';
import {
  ACCOUNT_MESSAGES,
  BAD_QUERY,
  BILLING_MESSAGES,
  CALL_MESSAGES,
  CHAT_MESSAGES,
  CREATE_SIGNED_OUT,
  DELETE_ACCOUNT_MESSAGES,
  EXTRACTION_FAILED,
  GATEWAY_MESSAGES,
  NOTIFICATION_MESSAGES,
  RATE_LIMIT_MESSAGES,
  RECORDING_MESSAGES,
  RECORDING_TYPES,
  SEARCH_SIGNED_OUT,
  WEBHOOK_ROUTE_MESSAGES,
  WORK_ORDER_ROUTE_MESSAGES,
} from './constants';

const PEER_FAILURE = "The service's own message: a missing or invalid field";
const GONE = (what: string) => `${what} not found (or not the owner's)`;

export const routes = {
  // ------------------------------------------------------------------ sign-in and the user document
  'GET /openapi.json': { summary: 'This document', access: 'public', response: z.looseObject({ openapi: z.string() }) },
  'GET /config': { summary: "The web app's sign-in configuration", access: 'public', response: account.appConfig },
  'POST /auth/signup': {
    summary: 'Create an account and sign in',
    access: 'public',
    body: account.signUpBody,
    status: 201,
    response: account.authSession,
    errors: { 400: PEER_FAILURE, 409: 'The email is taken', 429: RATE_LIMIT_MESSAGES.auth },
  },
  'POST /auth/login': {
    summary: 'Sign in',
    access: 'public',
    body: account.loginBody,
    response: account.authSession,
    errors: { 400: PEER_FAILURE, 401: 'Wrong email or password', 429: RATE_LIMIT_MESSAGES.auth },
  },
  'POST /auth/refresh': {
    summary: 'New tokens for a refresh token',
    access: 'public',
    body: account.refreshTokenBody,
    response: account.authSession,
    errors: { 401: 'The session is over', 429: RATE_LIMIT_MESSAGES.auth },
  },
  'POST /auth/logout': { summary: "End the refresh token's session", access: 'public', body: account.refreshTokenBody, response: okBody },
  'POST /auth/forgot-password': {
    summary: 'Email a password-reset link',
    access: 'public',
    body: account.forgotPasswordBody,
    response: okBody,
    errors: { 429: RATE_LIMIT_MESSAGES.auth },
  },
  'POST /auth/reset-password': {
    summary: 'Set a new password with a reset link',
    access: 'public',
    body: account.resetPasswordBody,
    response: okBody,
    errors: { 400: PEER_FAILURE, 429: RATE_LIMIT_MESSAGES.auth },
  },
  'GET /getUserProfile': { summary: 'The user document', access: 'signed-in', response: account.userDocument },
  'POST /fixUserDocument': { summary: 'Repair a document that lacks a subscription or its end date', access: 'signed-in', response: account.userDocument },
  'POST /completeOnboarding': {
    summary: "Onboarding's company step",
    access: 'signed-in',
    body: account.completeOnboardingBody,
    response: account.userDocument,
    errors: { 400: `${ACCOUNT_MESSAGES.propertyCount}, or the service's message` },
  },
  'POST /joinWaitlist': {
    summary: 'Join the waitlist',
    access: 'public',
    body: account.waitlistBody,
    status: 201,
    response: okBody,
    errors: { 400: PEER_FAILURE, 429: RATE_LIMIT_MESSAGES.requests },
  },

  // ------------------------------------------------------------------ the account page
  'PATCH /updateUserProfile': {
    summary: 'Change name, company and time zone',
    access: 'signed-in',
    body: account.profileUpdateBody,
    response: account.userDocument,
    errors: { 400: PEER_FAILURE },
  },
  'POST /changePassword': {
    summary: 'Change the password (every session ends)',
    access: 'signed-in',
    body: account.changePasswordBody,
    response: okBody,
    errors: { 400: PEER_FAILURE },
  },
  'POST /deleteAccount': {
    summary: 'Delete the account and its agents',
    access: 'signed-in',
    body: account.deleteAccountBody,
    response: okBody,
    errors: { 400: DELETE_ACCOUNT_MESSAGES.confirmDelete },
  },
  'GET /getUpgradeRequest': { summary: "The owner's open upgrade request", access: 'signed-in', response: account.upgradeRequestState },
  'POST /requestUpgrade': { summary: 'Ask to upgrade the plan', access: 'signed-in', body: account.upgradeRequestBody, status: 201, response: account.upgradeRequestState },

  // ------------------------------------------------------------------ templates and AI employees
  'GET /listAvailableTemplates': {
    summary: 'Templates (demo or all)',
    access: 'optional',
    query: agents.templatesQuery,
    response: z.object({ templates: z.array(agents.template) }),
  },
  'GET /listAIEmployees': {
    summary: "The owner's agents and the plan's limits",
    access: 'signed-in',
    response: z.object({ agents: z.array(agents.agent), subscription: agents.planLimits }),
  },
  'GET /getAIEmployee': { summary: 'One agent', access: 'signed-in', query: agents.agentIdQuery, response: z.object({ aiemployee: agents.agent }), errors: { 404: GONE('Agent') } },
  'POST /createAIEmployee': {
    summary: 'Create an agent',
    access: 'signed-in',
    signedOut: CREATE_SIGNED_OUT,
    body: agents.createAgentBody,
    status: 201,
    response: z.object({ agent: agents.agent }),
    errors: { 400: PEER_FAILURE, 409: 'The plan holds no more agents' },
  },
  'PATCH /updateAIEmployee': {
    summary: 'Change an agent (agentId in the body or the query)',
    access: 'signed-in',
    query: agents.agentIdQuery,
    body: agents.updateAgentBody,
    response: z.object({ success: z.literal(true), aiemployee: agents.agent }),
    errors: { 400: PEER_FAILURE, 404: GONE('Agent') },
  },
  'DELETE /deleteAIEmployee': {
    summary: 'Delete an agent (its number goes back to the owner)',
    access: 'signed-in',
    query: agents.agentIdQuery,
    body: agents.deleteAgentBody,
    response: successBody,
    errors: { 404: GONE('Agent') },
  },

  // ------------------------------------------------------------------ phone numbers
  'GET /searchPhoneNumbers': {
    summary: 'Numbers for sale in an area code',
    access: 'signed-in',
    signedOut: SEARCH_SIGNED_OUT,
    query: phones.searchNumbersQuery,
    response: phones.offeredNumbers,
    errors: { 400: PEER_FAILURE, 502: "The provider's refusal, with code and details" },
  },
  'GET /getAvailableNumbers': { summary: 'Numbers the owner holds that serve no agent', access: 'signed-in', response: phones.phoneNumbers },
  'POST /purchasePhoneNumber': {
    summary: 'Buy a number for an agent',
    access: 'signed-in',
    body: phones.purchaseNumberBody,
    status: 201,
    response: phones.phoneNumberBody,
    errors: { 400: "The provider's refusal: error, code (21404: a trial account holds one number) and details", 409: 'The plan holds no more numbers', 502: 'The provider failed' },
  },
  'POST /assignPhoneNumber': {
    summary: 'Give a held number to an agent',
    access: 'signed-in',
    body: phones.assignNumberBody,
    response: phones.phoneNumberBody,
    errors: { 400: PEER_FAILURE, 404: GONE('Phone number') },
  },
  'POST /releasePhoneNumber': {
    summary: 'Detach a number from its agent (the owner keeps it)',
    access: 'signed-in',
    body: phones.releaseNumberBody,
    response: successBody,
    errors: { 404: GONE('Phone number') },
  },

  // ------------------------------------------------------------------ voices and speech
  'GET /getAvailableVoices': { summary: 'Voices of a language', access: 'signed-in', query: chat.voicesQuery, response: chat.voices },
  'POST /tts': {
    summary: 'Speak a text (voice previews, browser calls)',
    access: 'optional',
    body: chat.ttsBody,
    media: { type: 'audio/mpeg', description: 'The speech; x-speech-engine and x-voice-name say how it was made', schema: chat.audio },
    errors: { 400: PEER_FAILURE, 429: RATE_LIMIT_MESSAGES.speech },
  },

  // ------------------------------------------------------------------ live conversation
  'POST /chat': {
    summary: 'One turn of a browser call',
    access: 'optional',
    body: chat.chatBody,
    response: chat.chatReply,
    errors: { 400: CHAT_MESSAGES.history, 402: 'The subscription is expired (code subscription_expired)', 404: GONE('Agent'), 429: RATE_LIMIT_MESSAGES.requests },
  },
  'POST /chat/stream': {
    summary: 'The same turn as Server-Sent Events',
    access: 'optional',
    body: chat.chatBody,
    media: { type: 'text/event-stream', description: 'token, transfer, end, then done; or error', schema: chat.chatStream },
    errors: { 400: CHAT_MESSAGES.history, 402: 'The subscription is expired (code subscription_expired)', 404: GONE('Agent'), 429: RATE_LIMIT_MESSAGES.requests },
  },
  'POST /extractTransferDetails': {
    summary: 'The transfer details of a transcript',
    access: 'optional',
    body: chat.extractTransferBody,
    response: chat.transferDetails,
    errors: { 400: CHAT_MESSAGES.transcript, 422: EXTRACTION_FAILED, 429: RATE_LIMIT_MESSAGES.requests },
  },

  // ------------------------------------------------------------------ call records and recordings
  'POST /saveWebTranscript': {
    summary: 'Save a browser call (a test call signed in, a demo call anonymous); idempotent per callId',
    access: 'optional',
    body: calls.saveWebTranscriptBody,
    response: calls.savedCall,
    errors: { 400: `${CALL_MESSAGES.badCallId}, ${CALL_MESSAGES.missingAgent}`, 404: GONE('Agent'), 429: RATE_LIMIT_MESSAGES.requests },
  },
  'POST /updateTranscriptAudio': {
    summary: 'Point a call at its recording',
    access: 'optional',
    body: calls.updateTranscriptAudioBody,
    response: successBody,
    errors: { 400: `${CALL_MESSAGES.badCallId}, ${CALL_MESSAGES.badAudio}`, 429: RATE_LIMIT_MESSAGES.requests },
  },
  'GET /getRecentCalls': {
    summary: "The owner's calls: the newest, one agent's pages, one call, or the call log",
    access: 'signed-in',
    query: recentCallsQuery,
    response: calls.recentCalls,
    errors: { 400: `${BAD_QUERY}, or the filter's own message`, 404: GONE('Call') },
  },
  'GET /exportCalls': {
    summary: "The call log's filtered calls as CSV",
    access: 'signed-in',
    query: callLogQuery,
    media: { type: 'text/csv', description: 'At most 5,000 calls, times in tz (else UTC)', schema: calls.csv },
    errors: { 400: `${BAD_QUERY}, or the filter's own message` },
  },
  'PUT /recordings/:callId': {
    summary: "Upload a call's recording (raw audio/webm or audio/mp4); phone call ids need a bearer",
    access: 'optional',
    params: recordings.uploadParams,
    upload: RECORDING_TYPES,
    status: 201,
    response: recordings.uploaded,
    errors: {
      400: `${RECORDING_MESSAGES.badCallId}, ${RECORDING_MESSAGES.badType}, ${RECORDING_MESSAGES.empty}`,
      401: GATEWAY_MESSAGES.signedOut,
      413: `${RECORDING_MESSAGES.tooLarge} (${RECORDING_MESSAGES.demoTooLarge} signed out)`,
      429: RATE_LIMIT_MESSAGES.recordings,
    },
  },
  'GET /recordings/:callId': {
    summary: "Play or download a recording (the owner's bearer, or a signed link); HEAD too",
    access: 'optional',
    params: recordings.playbackParams,
    query: recordings.playbackQuery,
    media: { type: 'audio/webm', description: 'The audio (or audio/mp4), with Range support (206)', schema: recordings.recordingAudio },
    errors: { 403: 'The link has expired', 404: RECORDING_MESSAGES.notFound, 416: RECORDING_MESSAGES.badRange },
  },

  // ------------------------------------------------------------------ the sandbox line (phone simulator)
  'GET /sandbox/numbers': { summary: 'Every number the owner holds', access: 'signed-in', response: phones.phoneNumbers },
  'POST /sandbox/calls': {
    summary: "Place a 'Phone Test' call to a number",
    access: 'signed-in',
    body: phones.placeSandboxCallBody,
    status: 201,
    response: phones.sandboxCall,
    errors: { 400: PEER_FAILURE, 404: GONE('Phone number') },
  },
  'POST /sandbox/calls/:callSid/reconnect': {
    summary: 'The <Connect action> callback after the relay handed the call over',
    access: 'signed-in',
    params: phones.callSidParams,
    body: phones.reconnectSandboxCallBody,
    response: phones.sandboxCall,
    errors: { 404: GONE('Call') },
  },
  'POST /sandbox/calls/:callSid/dial': {
    summary: 'Answer as the on-call person rung: accept, pass or no_answer',
    access: 'signed-in',
    params: phones.callSidParams,
    body: phones.sandboxDialBody,
    response: phones.sandboxCall,
    errors: { 400: PEER_FAILURE, 404: GONE('Call') },
  },
  'POST /sandbox/calls/:callSid/hangup': {
    summary: 'Hang up (the call record is saved)',
    access: 'signed-in',
    params: phones.callSidParams,
    body: phones.sandboxHangupBody,
    response: phones.sandboxHangup,
    errors: { 404: GONE('Call') },
  },

  // ------------------------------------------------------------------ usage and billing
  'GET /getDashboardStats': { summary: "Today's activity, costs and the subscription's state", access: 'signed-in', response: billing.dashboardStats },
  'GET /getUsageHistory': {
    summary: 'Calls and minutes a day',
    access: 'signed-in',
    query: billing.usageHistoryQuery,
    response: billing.usageHistory,
    errors: { 400: BILLING_MESSAGES.badDays },
  },
  'GET /getEntitlement': { summary: 'Whether test calls are allowed now', access: 'signed-in', response: billing.entitlement },

  // ------------------------------------------------------------------ notifications and webhooks
  'GET /getNotifications': {
    summary: "What owners were told about a call, or all of the owner's, newest first",
    access: 'signed-in',
    query: notifications.notificationsQuery,
    response: notifications.notifications,
    errors: { 400: `${NOTIFICATION_MESSAGES.badCallId}, ${NOTIFICATION_MESSAGES.badLimit}` },
  },
  'GET /getWebhook': { summary: "The owner's webhook", access: 'signed-in', response: notifications.webhookState },
  'POST /saveWebhook': {
    summary: 'Save the webhook (the first save makes its signing secret)',
    access: 'signed-in',
    body: notifications.saveWebhookBody,
    response: notifications.webhookState,
    errors: { 400: 'The URL is missing, too long, not https or not public' },
  },
  'POST /rotateWebhookSecret': { summary: 'A new signing secret', access: 'signed-in', response: notifications.webhookState, errors: { 404: GONE('Webhook') } },
  'POST /deleteWebhook': { summary: 'Delete the webhook', access: 'signed-in', response: successBody },
  'POST /testWebhook': { summary: "Queue a 'ping'", access: 'signed-in', status: 202, response: notifications.testDelivery, errors: { 404: GONE('Webhook') } },
  'GET /getWebhookDeliveries': {
    summary: "The webhook's delivery log, newest first",
    access: 'signed-in',
    query: notifications.deliveriesQuery,
    response: notifications.webhookDeliveries,
    errors: { 400: `${WEBHOOK_ROUTE_MESSAGES.limit}, ${WEBHOOK_ROUTE_MESSAGES.cursor}` },
  },

  // ------------------------------------------------------------------ work orders
  'GET /getWorkOrders': {
    summary: 'The board: work orders of a view, and counts by urgency',
    access: 'signed-in',
    query: workOrders.workOrdersQuery,
    response: workOrders.workOrdersPage,
    errors: { 400: "The parameter's own message" },
  },
  'GET /getWorkOrder': {
    summary: "One call's work order with its history",
    access: 'signed-in',
    query: workOrders.workOrderQuery,
    response: workOrders.workOrderAnswer,
    errors: { 400: WORK_ORDER_ROUTE_MESSAGES.callIdRequired, 404: WORK_ORDER_MESSAGES.notFound },
  },
  'POST /updateWorkOrder': {
    summary: 'Change status or assignee, or add a note',
    access: 'signed-in',
    body: workOrders.updateWorkOrderBody,
    response: workOrders.workOrderAnswer,
    errors: { 400: "The field's own message", 404: WORK_ORDER_MESSAGES.notFound },
  },
  'POST /forwardWorkOrder': {
    summary: 'Email the work order with a note',
    access: 'signed-in',
    body: workOrders.forwardWorkOrderBody,
    response: workOrders.workOrderAnswer,
    errors: { 400: "The field's own message", 404: WORK_ORDER_MESSAGES.notFound },
  },
} satisfies Record<RouteKey, Route>;

export type Routes = typeof routes;
export type ApiRouteKey = keyof Routes;

type Part<K extends ApiRouteKey, P extends 'params' | 'query' | 'body' | 'response'> = Routes[K] extends { [Key in P]: infer S extends z.ZodType } ? S : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends. */
export type RequestParams<K extends ApiRouteKey> = InputOf<Part<K, 'params'>>;
export type RequestQuery<K extends ApiRouteKey> = InputOf<Part<K, 'query'>>;
export type RequestBody<K extends ApiRouteKey> = InputOf<Part<K, 'body'>>;
/** What the gateway reads from it. */
export type ParsedParams<K extends ApiRouteKey> = OutputOf<Part<K, 'params'>>;
export type ParsedQuery<K extends ApiRouteKey> = OutputOf<Part<K, 'query'>>;
export type ParsedBody<K extends ApiRouteKey> = OutputOf<Part<K, 'body'>>;
/** The JSON success answer. */
export type ResponseBody<K extends ApiRouteKey> = OutputOf<Part<K, 'response'>>;
/** What a handler may give to be sent as that answer. */
export type ResponseInput<K extends ApiRouteKey> = InputOf<Part<K, 'response'>>;

export { errorBody };
