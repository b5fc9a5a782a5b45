/**
 * The HTTP contract between the gateway and the browser: a zod schema for every request and answer
 * under /api, and the route table. Nothing here touches the server: the web app imports it too.
 */
export * from './account';
export * from './agents';
export * from './billing';
export * from './callLog';
export * from './calls';
export * from './chat';
export * from './common';
export * from './contract';
export * from './notifications';
export * from './phones';
export * from './recordings';
export * from './routes';
export * from './workOrders';
export * from './constants';
export type * from './types';
