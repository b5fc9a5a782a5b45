export { identityModule } from './module';
export { EMBEDDED_ISSUER } from './providers/embedded';
export { identityStore } from './store';
