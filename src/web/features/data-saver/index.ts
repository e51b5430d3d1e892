export { DataSaverCard } from './data-saver-card';
export { PageDataUsed } from './page-data-used';
