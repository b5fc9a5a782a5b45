import helmet from 'helmet';
import type { GatewayConfig } from './config';

/**
 * Browser hardening for the web app and the API: a Content-Security-Policy the built app runs under (its
 * own scripts only; inline styles, which the component kit sets; audio from blobs; Keycloak's origin for
 * token calls in Keycloak mode), no framing by any site, no MIME sniffing, and a referrer that never
 * carries a path to another origin. HSTS and upgrade-insecure-requests only when served over https.
 */
export function securityHeaders(config: Pick<GatewayConfig, 'provider' | 'keycloak' | 'https' | 'publicUrl' | 'telephonyPublicUrl'>) {
  // The phone simulator's relay socket is addressed by telephony's public URL, which may name another host than the page's.
  const origins = [...new Set([config.publicUrl, config.telephonyPublicUrl].map((url) => new URL(url).origin))];
  const sockets = origins.map((origin) => origin.replace(/^http/, 'ws'));
  const keycloak = config.provider === 'keycloak' && config.keycloak.url ? [new URL(config.keycloak.url).origin] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...origins, ...sockets, ...keycloak],
        frameSrc: keycloak.length ? keycloak : ["'none'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...keycloak],
        frameAncestors: ["'none'"],
        ...(config.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
