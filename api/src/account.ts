/** Sign-in, the user document, onboarding's company step, the waitlist and the account page. */
import { z } from 'zod';
import { isoTime, oneOf } from './common';
import { optionalText, text } from './read';
import { ACCOUNT_MESSAGES, AUTH_PROVIDERS, DELETE_ACCOUNT_MESSAGES, DELETE_CONFIRMATION, EXPIRED_REASONS, INDUSTRIES } from './constants';

export const appConfig = z.object({
  auth: z.object({
    provider: z.enum(AUTH_PROVIDERS),
    google: z.boolean(),
    keycloak: z.object({ url: z.string(), realm: z.string(), clientId: z.string() }).optional(),
  }),
});

/** The subscription as the user document holds it. */
export const subscription = z.object({
  plan: z.string(),
  status: z.string().meta({ examples: ['active', 'expired'] }),
  startDate: isoTime(),
  endDate: isoTime(),
  callMinutesIncluded: z.number(),
  callMinutesUsed: z.number(),
  maxAgents: z.number(),
  maxPhones: z.number().nullable(),
  expiredReason: oneOf(EXPIRED_REASONS).optional(),
});

export const userDocument = z
  .object({
    userId: z.string(),
    email: z.string(),
    displayName: z.string(),
    companyName: z.string(),
    photoURL: z.string(),
    role: z.string(),
    onboardingCompleted: z.boolean(),
    createdAt: isoTime(),
    lastLogin: isoTime(),
    industry: z.string(),
    timezone: z.string(),
    propertyCount: z.number().nullable(),
    subscription: subscription.nullable(),
  })
  .meta({ id: 'UserDocument' });

export const authSession = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds the access token lives. */
  expiresIn: z.number(),
  user: userDocument.nullable(),
});

export const signUpBody = z.object({ email: text(), password: text(), displayName: optionalText() });
export const loginBody = z.object({ email: text(), password: text() });
export const refreshTokenBody = z.object({ refreshToken: text() });
export const forgotPasswordBody = z.object({ email: text() });
export const resetPasswordBody = z.object({ token: text(), password: text() });

/** Absent, null or '' leaves it unset; anything else must read as a number (the service checks it is at least 1). */
const propertyCount = z.union([z.union([z.literal(''), z.null()]).transform(() => undefined), z.coerce.number()], { error: ACCOUNT_MESSAGES.propertyCount }).optional();

export const completeOnboardingBody = z.object({
  companyName: text(),
  industry: text().meta({ examples: [...INDUSTRIES] }),
  timezone: text(),
  propertyCount,
});

export const waitlistBody = z.object({ name: text(), company: optionalText(), email: text(), phone: text() });

export const profileUpdateBody = z.object({ displayName: text(), companyName: text(), timezone: text() });
export const changePasswordBody = z.object({ currentPassword: text(), newPassword: text() });
export const deleteAccountBody = z.object(
  { confirmation: z.string({ error: DELETE_ACCOUNT_MESSAGES.confirmDelete }).pipe(z.literal(DELETE_CONFIRMATION, { error: DELETE_ACCOUNT_MESSAGES.confirmDelete })) },
  { error: DELETE_ACCOUNT_MESSAGES.confirmDelete },
);

export const upgradeRequest = z.object({
  id: z.string(),
  plan: z.string(),
  message: z.string(),
  createdAt: isoTime(),
  status: oneOf(['open', 'closed']),
});
export const upgradeRequestBody = z.object({ message: optionalText() });
export const upgradeRequestState = z.object({ request: upgradeRequest.nullable() });
