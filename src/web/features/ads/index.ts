// The ads feature's surface (issue 12): the owner's dashboard and the slot data the discover feature shows.
export { AdDashboard } from './ad-dashboard';
