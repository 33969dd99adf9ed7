import type { MenuGate } from '@/lib/route-menu';

/** The consolidated contract flags of SPEC 3 (GET consolidated funds). */
export type ContractFlags = {
  divtypereq?: string | null;
  dailysalreqtype?: string | null;
  contracthoursalreq?: string | null;
  realtimesalreqtype?: string | null;
};

/**
 * Which type-gated agent pages exist (SPEC 2 and 6): the dividend record when
 * the dividend type is enableCt, daily wages for type salary, hourly salary
 * for hourSalary, real-time salary for agentRealtimeSalary. Any other value,
 * or none, hides the page.
 */
export function agentGates(flags: ContractFlags | null | undefined): Partial<Record<MenuGate, boolean>> {
  return {
    dividend: flags?.divtypereq === 'enableCt',
    salary: flags?.dailysalreqtype === 'salary',
    hourSalary: flags?.contracthoursalreq === 'hourSalary',
    realtimeSalary: flags?.realtimesalreqtype === 'agentRealtimeSalary',
  };
}
