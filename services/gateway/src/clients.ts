import { dial } from '@landline/platform';
import { landline } from '@landline/proto';
import type { GatewayConfig } from './config';

/** The gateway's gRPC peers. */
export function createPeers(config: GatewayConfig) {
  return {
    identity: dial(landline.identity.v1.IdentityService, config.identityAddr, 'gateway'),
  };
}

export type Peers = ReturnType<typeof createPeers>;

export function closePeers(peers: Peers): void {
  for (const client of Object.values(peers)) client.close();
}
