/** The shared check-in schema on its own, so zod loads with the first check-in, not with /app. */
export { checkInSchema } from '@converge/contracts';
