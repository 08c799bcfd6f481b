export { AdminDashboard, CHECKING_LABEL } from './components/admin-dashboard';
export { VenueDisplay } from './components/venue-display';
