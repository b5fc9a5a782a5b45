import { express } from '@landline/platform';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import type { SessionCheck } from '../sessions';
import { profile } from './accounts';
import { routeMounter } from './mount';

const SLOW = { deadlineMs: 15_000 };

/** The account page (identity): profile details, password change, account deletion and the upgrade request. */
export function accountSettingsRoutes(peers: Peers, auth: Auth, sessions: SessionCheck) {
  const r = express.Router();
  const on = routeMounter(r, auth);
  const { identity, agent } = peers;

  on('PATCH /updateUserProfile', async ({ actor, body }) => profile(await identity.UpdateProfile({ actor, ...body })));

  // Every session ends, this one too: the web app signs in again with the new password.
  on('POST /changePassword', async ({ actor, body }) => {
    await identity.ChangePassword({ actor, ...body }, SLOW);
    sessions.forget();
    return { ok: true as const };
  });

  // The owner's agents are deleted first (each AgentDeleted releases its number), then the account itself.
  on('POST /deleteAccount', async ({ actor }) => {
    const { agents } = await agent.ListAgents({ actor });
    for (const a of agents.filter((candidate) => candidate.status !== 'deleted')) await agent.DeleteAgent({ actor, agentId: a.id });
    await identity.DeleteAccount({ actor }, SLOW);
    sessions.forget();
    return { ok: true as const };
  });

  on('GET /getUpgradeRequest', async ({ actor }) => ({ request: (await identity.GetUpgradeRequest({ actor })).request }));
  on('POST /requestUpgrade', async ({ actor, body }) => ({ request: (await identity.RequestUpgrade({ actor, ...body })).request }));

  return r;
}
