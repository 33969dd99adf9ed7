export { startLiteApp } from './start';
export { GuideSteps } from './components/guide-steps';
export { LiteAppGuide } from './components/lite-app-guide';
