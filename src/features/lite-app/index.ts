export { startLiteApp } from './start';
export { GuideSteps, LiteAppGuide } from './components/lite-app-guide';
