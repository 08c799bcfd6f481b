/** The schema the web checks "Go live" with before sending it, apart from the index (web/src/lib/form-schemas.ts). */
export { liveStatusSchema } from '../schemas/live.js';
