// What other workspaces may import from the identity service (the gateway's tests boot it in-process).
export { IdentityModule } from './identity.module.js';
export { VerificationJobs } from './verification/verification.jobs.js';
/** The former name of VerificationJobs, kept while the gateway's verification test imports it. */
export { VerificationJobs as VerificationSweeps } from './verification/verification.jobs.js';
