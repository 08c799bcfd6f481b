/** The shared check-in schema on its own, so zod loads with the first check-in, not with /app (issue 29). */
export { checkInSchema } from '@converge/contracts';
