import { unauthenticated } from '@landline/platform';
import type { Actor__Output } from '@landline/proto/generated/landline/common/v1/Actor';
import type { Accounts, Actor } from './accounts';
import type { AccountSettings } from './settings';

function actorOf(actor: Actor__Output | null | undefined): Actor {
  if (!actor?.userId) throw unauthenticated('You must be signed in');
  return { userId: actor.userId, email: actor.email, displayName: actor.displayName, photoUrl: actor.photoUrl };
}

/** gRPC handlers of IdentityService: translate messages, nothing more. */
export function identityHandlers(accounts: Accounts, settings: AccountSettings) {
  const auth = (t: Awaited<ReturnType<Accounts['login']>>) => ({
    accessToken: t.accessToken,
    refreshToken: t.refreshToken,
    expiresIn: t.expiresIn,
    user: t.user,
  });
  return {
    SignUp: async (req: { email: string; password: string; displayName: string }) => auth(await accounts.signUp(req)),
    Login: async (req: { email: string; password: string }) => auth(await accounts.login(req)),
    Refresh: async (req: { refreshToken: string }) => auth(await accounts.refresh(req.refreshToken)),
    Logout: async (req: { refreshToken: string }) => (await accounts.logout(req.refreshToken), {}),
    ForgotPassword: async (req: { email: string }) => (await accounts.forgotPassword(req), {}),
    ResetPassword: async (req: { token: string; password: string }) => (await accounts.resetPassword(req), {}),
    GetUserProfile: async (req: { actor: Actor__Output | null }) => ({ user: await accounts.profile(actorOf(req.actor)) }),
    FixUserDocument: async (req: { actor: Actor__Output | null }) => ({ user: await accounts.fixUserDocument(actorOf(req.actor)) }),
    CompleteOnboarding: async (req: { actor: Actor__Output | null; companyName: string; industry: string; timezone: string; propertyCount?: number }) => ({
      user: await accounts.completeOnboarding(actorOf(req.actor), {
        companyName: req.companyName,
        industry: req.industry,
        timezone: req.timezone,
        propertyCount: req.propertyCount,
      }),
    }),
    JoinWaitlist: async (req: { name: string; company: string; email: string; phone: string }) => (await accounts.joinWaitlist(req), {}),
    GetSubscription: async (req: { userId: string }) => (await accounts.subscription(req.userId)) ?? {},
    GetTokensValidAfter: async (req: { userId: string }) => ({ validAfterMs: String((await accounts.tokensValidAfter(req.userId))?.getTime() ?? 0) }),
    UpdateProfile: async (req: { actor: Actor__Output | null; displayName: string; companyName: string; timezone: string }) => ({
      user: await settings.updateProfile(actorOf(req.actor), { displayName: req.displayName, companyName: req.companyName, timezone: req.timezone }),
    }),
    ChangePassword: async (req: { actor: Actor__Output | null; currentPassword: string; newPassword: string }) => (
      await settings.changePassword(actorOf(req.actor), { currentPassword: req.currentPassword, newPassword: req.newPassword }),
      {}
    ),
    DeleteAccount: async (req: { actor: Actor__Output | null }) => (await settings.deleteAccount(actorOf(req.actor)), {}),
    RequestUpgrade: async (req: { actor: Actor__Output | null; message: string }) => ({ request: await settings.requestUpgrade(actorOf(req.actor), { message: req.message }) }),
    GetUpgradeRequest: async (req: { actor: Actor__Output | null }) => ({ request: await settings.upgradeRequest(actorOf(req.actor)) }),
  };
}
