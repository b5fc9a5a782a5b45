import { express } from '@landline/platform';
import type { Auth } from '../auth';
import type { Peers } from '../clients';

/** Templates and AI employees (agent service; phone numbers joined from telephony). */
export function agentRoutes(peers: Peers, auth: Auth) {
  const r = express.Router();
  void peers;
  void auth;
  return r;
}
