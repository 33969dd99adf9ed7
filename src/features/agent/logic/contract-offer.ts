import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import type { Contract, ContractOfferPayload, ContractTier, ContractType } from '@generated/model';
import { fieldMessage } from '@/ui/form';
import { offerProblem } from './contract-rules';

/** The threshold each contract type's tiers are measured on (SPEC 3 contract fields), beside the active member count and the rate. */
export const TIER_THRESHOLD: Record<ContractType, 'periodValidBet' | 'dailyBetAmount' | 'betAmountPerHour'> = {
  dividend: 'periodValidBet',
  dailySalary: 'dailyBetAmount',
  hourSalary: 'betAmountPerHour',
  realtimeSalary: 'periodValidBet',
};

export const CONTRACT_TYPES: readonly ContractType[] = ['dividend', 'dailySalary', 'hourSalary', 'realtimeSalary'];
export const MAX_TIERS = 5;

/** Real-time salary settles every 5 minutes (SPEC 9): it has no wage period. */
export const hasPeriod = (type: ContractType) => type !== 'realtimeSalary';

const number = (message: ReturnType<typeof fieldMessage>) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, message);

const tierSchema = z.object({
  activeMemberCount: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, fieldMessage(msg`Enter a whole number of members`)),
  threshold: number(fieldMessage(msg`Enter an amount with at most two decimals`)),
  rate: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,3})?$/, fieldMessage(msg`Enter a rate between 0.001 and 100`))
    .refine((value) => Number(value) > 0 && Number(value) <= 100, fieldMessage(msg`Enter a rate between 0.001 and 100`)),
});

export type OfferValues = {
  contractType: ContractType;
  requestType: 'new' | 'termination';
  period: 'D' | 'W' | 'H' | 'M';
  tiers: Array<{ activeMemberCount: string; threshold: string; rate: string }>;
};

export const emptyTier = () => ({ activeMemberCount: '', threshold: '', rate: '' });

/** The offer as the contract sends it; a termination repeats the current contract's tiers. */
export function offerPayload(downlineAccount: string, values: OfferValues, current: Contract | undefined): ContractOfferPayload {
  const field = TIER_THRESHOLD[values.contractType];
  const tiers: ContractTier[] =
    values.requestType === 'termination' && current?.tiers?.length
      ? current.tiers
      : values.tiers.map((tier) => ({ activeMemberCount: Number(tier.activeMemberCount), [field]: Number(tier.threshold), rate: Number(tier.rate) }));
  return {
    downlineAccount,
    contractType: values.contractType,
    requestType: values.requestType,
    ...(hasPeriod(values.contractType) ? { period: values.requestType === 'termination' && current?.period ? current.period : values.period } : {}),
    tiers,
  };
}

/**
 * The offer form's rules: for a new contract, 1 to 5 tiers whose thresholds
 * rise and whose rates do not fall, none above the agent's own rate for the
 * type (SPEC 4, `offerProblem`); a termination needs a current contract.
 */
export function offerSchema(agent: string, downline: string, contracts: readonly Contract[]) {
  return z
    .object({
      contractType: z.enum(['dividend', 'dailySalary', 'hourSalary', 'realtimeSalary']),
      requestType: z.enum(['new', 'termination']),
      period: z.enum(['D', 'W', 'H', 'M']),
      tiers: z
        .array(z.object({ activeMemberCount: z.string(), threshold: z.string(), rate: z.string() }))
        .min(1)
        .max(MAX_TIERS),
    })
    .superRefine((values, ctx) => {
      if (values.requestType === 'termination') {
        if (offerProblem({ ...values, downlineAccount: downline, tiers: [] }, agent, contracts))
          ctx.addIssue({ code: 'custom', path: ['requestType'], message: fieldMessage(msg`There is no current contract of this kind to end.`) });
        return;
      }
      const tiers = values.tiers.map((tier, index) => ({ index, parsed: tierSchema.safeParse(tier) }));
      for (const { index, parsed } of tiers) {
        if (parsed.success) continue;
        for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: ['tiers', index, ...issue.path], message: issue.message });
      }
      const valid = tiers.flatMap(({ index, parsed }) => (parsed.success ? [{ index, tier: parsed.data }] : []));
      if (valid.length !== tiers.length) return;
      for (let i = 1; i < valid.length; i += 1) {
        const previous = valid[i - 1]!.tier;
        const { index, tier } = valid[i]!;
        if (Number(tier.threshold) <= Number(previous.threshold))
          ctx.addIssue({
            code: 'custom',
            path: ['tiers', index, 'threshold'],
            message: fieldMessage(msg`Each tier needs a higher threshold than the one before.`),
          });
        if (Number(tier.rate) < Number(previous.rate))
          ctx.addIssue({ code: 'custom', path: ['tiers', index, 'rate'], message: fieldMessage(msg`A higher tier cannot pay a lower rate.`) });
      }
      const problem = offerProblem(
        { contractType: values.contractType, requestType: 'new', downlineAccount: downline, tiers: valid.map(({ tier }) => ({ rate: Number(tier.rate) })) },
        agent,
        contracts,
      );
      if (problem?.code === 'aboveOwnRate') {
        const rate = problem.ownRate;
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', valid.length - 1, 'rate'],
          message: fieldMessage(msg`No tier can pay more than your own rate of ${rate}%.`),
        });
      }
    });
}
