export { AccountArea } from './components/account-area';
export { AgentLoginPage } from './components/agent-login-page';
export { LoginDialog } from './components/login-dialog';
export { RegisterDialog } from './components/register-dialog';
export { requireSession } from './guards';
export { useMemberInfo } from './api/use-member-info';
export { useLogout } from './api/use-logout';
export { useLogin, completeLogin, type LoginResult } from './api/use-login';
export { deriveLoginState } from './logic/login-state';
