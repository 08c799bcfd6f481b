export { AdminDashboard, CHECKING_LABEL } from './components/admin-dashboard';
