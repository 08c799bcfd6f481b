/** What the app shell mounts from this feature. */
export { VerificationDashboard } from './components/verification-dashboard';
export { VerificationReviewQueue } from './components/review-queue';
export { VerificationSummaryLink } from './components/verification-summary';
