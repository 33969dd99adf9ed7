export { PointMallPage } from './components/point-mall-page';
export { pointMallSearchSchema, type PointMallSearch } from './logic/point-mall-search';
export { pointsBalanceQueryOptions } from './api/points';
export { pointsEnabled } from './api/points-enabled';
