export { AppShell } from './components/app-shell';
export { GameLayout, PlayerLayout } from './components/player-layout';
export { NotFoundPage, RouteErrorFallback } from './components/route-fallbacks';
export { useCategories, useGameMenus } from './api/use-categories';
export { CATEGORY_ICONS, useCategoryLabels } from './hooks/use-category-labels';
export { CATEGORY_ROUTES, type Category, type CategoryType } from './logic/categories';
export { serviceEntries, type ServiceEntry } from './logic/app-links';
export { usePermission } from './api/use-permission';
