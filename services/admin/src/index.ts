// What other workspaces may import from the admin service (the gateway's tests boot it in-process).
export { AdminModule } from './admin.module.js';
