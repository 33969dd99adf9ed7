export { HomeLobby } from './components/home-lobby';
