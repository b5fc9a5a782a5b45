import { express } from '@landline/platform';
import type { Auth } from '../auth';
import type { Peers } from '../clients';

/** Live conversation for browser calls: chat and its streaming variant (conversation service). */
export function chatRoutes(peers: Peers, auth: Auth) {
  const r = express.Router();
  void peers;
  void auth;
  return r;
}
