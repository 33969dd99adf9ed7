export { HomeLobby } from './components/home-lobby';
export { prefetchLobby } from './api/prefetch-lobby';
