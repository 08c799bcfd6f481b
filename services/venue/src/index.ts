// What other workspaces may import from the venue service (the gateway's tests boot it in-process).
export { VenueModule } from './venue.module.js';
export { signVenue } from './venues/qr-signature.js';
export { displayCodeUrl, displayStep } from './venues/display-code.js';
export { LiveStatusJobs } from './live-status/live-status.jobs.js';
// Its error catalogue (the gateway's error-catalogue test checks the web can say each in every language).
export { errors } from './errors.js';
