// The dashboard's code, downloaded only where it is shown: a visit of any other route
// does not pay for it.
export const loadDashboard = () => import('./DashboardPage');
