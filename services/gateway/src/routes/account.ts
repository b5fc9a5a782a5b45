import { express, z } from '@landline/platform';
import type { UpgradeRequest__Output } from '@landline/proto/generated/landline/identity/v1/UpgradeRequest';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import type { SessionCheck } from '../sessions';
import { userDocument } from './accounts';
import { handle, str } from './handle';

/** What the owner types to confirm deleting the account. */
export const DELETE_CONFIRMATION = 'DELETE';

export const ACCOUNT_MESSAGES = {
  confirmDelete: `Type ${DELETE_CONFIRMATION} to confirm deleting your account`,
} as const;

const deleteInput = z.object({ confirmation: z.literal(DELETE_CONFIRMATION, { message: ACCOUNT_MESSAGES.confirmDelete }) });

function upgradeRequestJson(r: UpgradeRequest__Output | null | undefined) {
  return r ? { id: r.id, plan: r.plan, message: r.message, createdAt: r.createdAt, status: r.status } : null;
}

/** The account page (identity): profile details, password change, account deletion and the upgrade request. */
export function accountSettingsRoutes(peers: Peers, auth: Auth, sessions: SessionCheck) {
  const r = express.Router();
  const { identity, agent } = peers;

  r.patch('/updateUserProfile', auth.required, handle(async (req, res) => {
    const body = req.body ?? {};
    const result = await identity.UpdateProfile({
      actor: res.locals.actor,
      displayName: str(body.displayName),
      companyName: str(body.companyName),
      timezone: str(body.timezone),
    });
    res.json(userDocument(result.user));
  }));

  // Every session ends, this one too: the web app signs in again with the new password.
  r.post('/changePassword', auth.required, handle(async (req, res) => {
    const body = req.body ?? {};
    await identity.ChangePassword({ actor: res.locals.actor, currentPassword: str(body.currentPassword), newPassword: str(body.newPassword) }, { deadlineMs: 15_000 });
    sessions.forget();
    res.json({ ok: true });
  }));

  // The owner's agents are deleted first (each AgentDeleted releases its number), then the account itself.
  r.post('/deleteAccount', auth.required, handle(async (req, res) => {
    const parsed = deleteInput.safeParse(req.body ?? {});
    if (!parsed.success) return void res.status(400).json({ error: ACCOUNT_MESSAGES.confirmDelete });
    const actor = res.locals.actor;
    const { agents } = await agent.ListAgents({ actor });
    for (const a of agents.filter((candidate) => candidate.status !== 'deleted')) await agent.DeleteAgent({ actor, agentId: a.id });
    await identity.DeleteAccount({ actor }, { deadlineMs: 15_000 });
    sessions.forget();
    res.json({ ok: true });
  }));

  r.get('/getUpgradeRequest', auth.required, handle(async (_req, res) => {
    res.json({ request: upgradeRequestJson((await identity.GetUpgradeRequest({ actor: res.locals.actor })).request) });
  }));

  r.post('/requestUpgrade', auth.required, handle(async (req, res) => {
    const result = await identity.RequestUpgrade({ actor: res.locals.actor, message: str(req.body?.message) });
    res.status(201).json({ request: upgradeRequestJson(result.request) });
  }));

  return r;
}
