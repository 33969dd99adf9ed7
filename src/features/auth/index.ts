import { onDemand } from '@/ui/on-demand';
export { AgentLoginPage } from './components/agent-login-page';
export { LoginDialog } from './components/login-dialog';
export { RegisterDialog } from './components/register-dialog';
/** Opened by a click (a real-money game or action as a trial user): loaded then, not with the page. */
export const TrialBlockedDialog = onDemand(() => import('./components/trial-blocked-dialog'), 'TrialBlockedDialog');
/** Opened from the member centre's security pages on a click: its form (zod, react-hook-form) and dialog load then. */
export const ChangePasswordDialog = onDemand(() => import('./components/change-password-dialog'), 'ChangePasswordDialog');
export { requireSession, skipAgentLoginWhenLoggedIn } from './route-guards';
export { consumeLinkHandover } from './app-link-sign-in';
export { takeLinkSecretFromAddressBar } from './link-handover';
export { AppLinkPrompts } from './components/app-link-prompts-gate';
export { useHandover } from './api/use-handover';
export { useMemberInfo } from './api/use-member-info';
export { resetUserData, useLogout } from './api/use-logout';
export { useFreePlay, type FreePlay } from './api/use-free-play';
export { deriveLoginState } from './logic/login-state';
export { canUseMemberAction } from './logic/member-actions';
// The registration field rules (SPEC 5) for forms that create accounts elsewhere (the agent's register centre).
export { registerPlan, validateRegistration, type PlannedField, type RegisterFieldName, type RegisterValues } from './logic/register-plan';
export { registerProblemMessage } from './logic/register-messages';
export { REGISTER_FIELDS } from './logic/register-fields';
export { ruleHint } from './logic/field-messages';
export { registerSettingsQueryOptions } from './api/use-register-settings';
export { failureDetails } from './logic/server-errors';
export { MobileNumberField } from './components/mobile-number-field';
export { SmsCodeButton } from './components/sms-code-button';
