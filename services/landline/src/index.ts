export { startLandline, type Landline } from './run';
export { MODULES, TARGET_NAMES, selectModules } from './targets';
