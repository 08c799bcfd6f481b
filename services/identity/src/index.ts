// What other workspaces may import from the identity service (the gateway's tests boot it in-process).
export { IdentityModule } from './identity.module.js';
export { VerificationJobs } from './verification/verification.jobs.js';
export { FaceCheckJobs } from './face/face-check.jobs.js';
// Its error catalogue (the gateway's error-catalogue test checks the web can say each in every language).
export { errors } from './errors.js';
