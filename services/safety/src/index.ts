// What other workspaces may import from the safety service (the gateway's tests boot it in-process).
export { SafetyModule } from './safety.module.js';
