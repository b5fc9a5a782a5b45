import { express } from '@landline/platform';
import type { Auth } from '../auth';
import type { Peers } from '../clients';

/** Call recordings: upload from the browser, owner-checked playback and download (recording service). */
export function recordingRoutes(peers: Peers, auth: Auth) {
  const r = express.Router();
  void peers;
  void auth;
  return r;
}
