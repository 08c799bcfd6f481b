// What other workspaces may import from the matching service (the gateway's tests boot it in-process).
export { MatchingModule } from './matching.module.js';
