export { AppShell } from './components/app-shell';
export { NotFoundPage, RouteErrorFallback } from './components/route-fallbacks';
