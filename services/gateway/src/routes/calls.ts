import { express } from '@landline/platform';
import type { Auth } from '../auth';
import type { Peers } from '../clients';

/** Call records: saving browser calls and reading call history (conversation service). */
export function callRoutes(peers: Peers, auth: Auth) {
  const r = express.Router();
  void peers;
  void auth;
  return r;
}
