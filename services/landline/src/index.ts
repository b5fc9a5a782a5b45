export { startLandline, type Landline } from './run';
export { TARGET_NAMES, selectModules, startOrder } from './targets';
