export { PointMallPage, PromotionsPage } from './components/promotions-page';
