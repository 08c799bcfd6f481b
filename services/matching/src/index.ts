// What other workspaces may import from the matching service (the gateway's tests boot it in-process).
export { MatchingModule } from './matching.module.js';
// Its error catalogue (the gateway's error-catalogue test checks the web can say each in every language).
export { errors } from './errors.js';
