import { meetingConfigShape } from './meeting/meeting.config.js';

/** Settings of the safety service beyond the platform's base config (zod shape). */
export const safetyConfigShape = {
  ...meetingConfigShape,
};
