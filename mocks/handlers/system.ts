import {
  getGetCaptchaMockHandler,
  getGetDomainRoutesMockHandler,
  getGetPermissionMockHandler,
  getGetPublicKeyMockHandler,
  getGetRegisterSettingsMockHandler,
  getGetSystemStatusMockHandler,
  getGetWhitelabelMockHandler,
} from '@generated/api/system/system.msw';
import type { PublicKeyInfo, SystemStatusInfo } from '@generated/model';
import { issueCaptcha } from '../captcha';
import { mockKeys } from '../crypto';
import { PERMISSION, REGISTER_SETTINGS, WHITELABEL } from '../db/site-config';
import { currentScenario } from '../scenario';
import { ok } from './respond';

/** Maintenance ends two hours after the scenario is switched on, on the hour. */
function maintenanceEnd(now = new Date()): string {
  const end = new Date(now.getTime() + 2 * 60 * 60 * 1000);
  end.setMinutes(0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${end.getFullYear()}-${pad(end.getMonth() + 1)}-${pad(end.getDate())} ${pad(end.getHours())}:00:00`;
}

let captchaCounter = 0;

export const systemHandlers = [
  getGetDomainRoutesMockHandler(() => ok(PERMISSION.domainRoute ?? [])),
  getGetSystemStatusMockHandler(() => {
    const scenario = currentScenario();
    const base: SystemStatusInfo = {
      status: 0,
      maintenance: false,
      maintenanceEnd: null,
      regionRestriction: false,
      location: PERMISSION.location ?? { ip: '203.106.85.14' },
    };
    if (scenario === 'maintenance') return ok<SystemStatusInfo>({ ...base, status: 1, maintenance: true, maintenanceEnd: maintenanceEnd() });
    if (scenario === 'region-blocked')
      return ok<SystemStatusInfo>({ ...base, status: 2, regionRestriction: true, location: { ip: '185.220.101.7', country: 'US' } });
    return ok(base);
  }),
  getGetPermissionMockHandler(() => ok(PERMISSION)),
  getGetWhitelabelMockHandler(() => ok(WHITELABEL)),
  getGetRegisterSettingsMockHandler(() => ok(REGISTER_SETTINGS)),
  getGetCaptchaMockHandler(() => {
    captchaCounter += 1;
    return ok(issueCaptcha(captchaCounter * 7919));
  }),
  getGetPublicKeyMockHandler(async () => {
    const { keyId, publicKeyPem } = await mockKeys();
    return ok<PublicKeyInfo>({ keyId, publicKey: publicKeyPem });
  }),
];
