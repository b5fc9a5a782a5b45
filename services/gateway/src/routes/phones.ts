import { express } from '@landline/platform';
import type { Auth } from '../auth';
import type { Peers } from '../clients';

/** Phone numbers: search, purchase, assign, release (telephony service). */
export function phoneRoutes(peers: Peers, auth: Auth) {
  const r = express.Router();
  void peers;
  void auth;
  return r;
}
