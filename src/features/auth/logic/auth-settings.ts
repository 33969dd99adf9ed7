import type { PermissionInfo, WhitelabelFlag, WhitelabelModId } from '@generated/model';
import { decodeServicePath } from '@/lib/decode';

export function flagOn(flags: readonly WhitelabelFlag[] | null | undefined, modId: WhitelabelModId): boolean {
  return flags?.some((flag) => flag.modId === modId && flag.enabled) ?? false;
}

/** The switches of SPEC 3 and 6 the account screens read from the site permission. */
export type AuthSettings = {
  /** The SMS login tab (verification-code login). */
  smsLogin: boolean;
  thirdPartyLogin: boolean;
  passwordExpiryEnabled: boolean;
  usernameRegister: boolean;
  mobileRegister: boolean;
  /** REGMOBVERF3: an SMS code proves the mobile number at registration. */
  registerSmsVerification: boolean;
  /** CHNGPASSVERIF3: forgot password by mobile, else by e-mail. */
  forgotByMobile: boolean;
  /** AGENTPOLICY3: consolidated contract data is loaded on login. */
  agentPolicy: boolean;
  customerServiceUrl: string | null;
};

export function authSettingsOf(permission: PermissionInfo): AuthSettings {
  const flags = permission.whitelabel;
  const liveChat = permission.customerService.find((channel) => channel.csType === 'LIVECHAT') ?? permission.customerService[0];
  return {
    smsLogin: permission.verificationCodeLogin === true,
    thirdPartyLogin: permission.thirdPartyLogin === true,
    passwordExpiryEnabled: permission.passwordExpiryEnabled === true,
    usernameRegister: flagOn(flags, 'USERNAMEREG3'),
    mobileRegister: flagOn(flags, 'MOBILENUMREG3'),
    registerSmsVerification: flagOn(flags, 'REGMOBVERF3'),
    forgotByMobile: flagOn(flags, 'CHNGPASSVERIF3'),
    agentPolicy: flagOn(flags, 'AGENTPOLICY3'),
    customerServiceUrl: decodeServicePath(liveChat?.path),
  };
}
