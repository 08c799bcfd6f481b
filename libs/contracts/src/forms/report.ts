/** The schema the web checks a report with before sending it, apart from the index (web/src/lib/form-schemas.ts). */
export { reportSchema } from '../schemas/safety.js';
