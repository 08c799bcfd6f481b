export { AdminDashboard, CHECKING_LABEL } from './components/admin-dashboard';
// The venue display (its own route, opened from the venues tab) is imported from
// './components/venue-display' itself: named here, it rode in the dashboard's first download
// (the build plans a screen's first code through what its route imports, web/build/cold-start-chunk.ts).
