import {
  getClaimRafflePromotionMockHandler,
  getCreateHourSalaryContractMockHandler,
  getCreateRealtimeSalaryContractMockHandler,
  getGetConsolidatedMockHandler,
  getProcessDailySalaryMockHandler,
  getProcessDividendReqMockHandler,
  getProcessHourSalaryMockHandler,
  getProcessRealtimeSalaryMockHandler,
} from '@generated/api/agent/agent.msw';
import {
  ContractAction,
  CreateHourSalaryContractBody,
  CreateRealtimeSalaryContractBody,
  RaffleClaimPayload,
  type Contract,
  type ContractType,
} from '@generated/model';
import { isAgentType } from '@/api/member-types';
import { contractsEndedByAgreeing } from '@/features/agent/logic/contract-rules';
import { type MockMember } from '../db/personas';
import { db } from '../db/store';
import { claimRaffle } from './promotions';
import { agentTeamHandlers } from './agent-team';
import { badRequest, fail, jsonBody, ok, query, requireMember } from './respond';
import { idempotent } from '../lib/idempotency';
import { now } from '../lib/clock';

/**
 * The agent domain: contracts offered by an upline (SPEC 4). The downline
 * accepts, rejects or terminates; an upline offers new salary contracts.
 */
function processContract(member: MockMember, type: ContractType, request: Request) {
  const params = query(request);
  const action = ContractAction.safeParse(params.get('action'));
  if (!action.success) throw badRequest('Invalid action');
  const contract = db.state.contracts.find((entry) => entry.contractId === params.get('contractId') && entry.contractType === type);
  if (!contract || contract.downlineAccount !== member.username) return fail('No data', { code: 'NO_DATA' });
  const status = ({ accept: 'accepted', reject: 'rejected', terminate: 'terminated' } as const)[action.data];
  const changed = db.update((state) => {
    const target = state.contracts.find((entry) => entry.contractId === contract.contractId);
    if (!target) return contract;
    // SPEC 4: agreeing replaces the downline's current contract of the type (or, for a termination request, ends it),
    // and ends the contracts the downline gave its own downlines at a higher rate (contractsEndedByAgreeing).
    if (status === 'accepted') {
      const ended = new Set(contractsEndedByAgreeing(target, state.contracts).map((other) => other.contractId));
      for (const other of state.contracts) if (ended.has(other.contractId)) other.status = 'terminated';
    }
    target.status = status === 'accepted' && target.requestType === 'termination' ? 'terminated' : status;
    if (action.data === 'terminate') target.requestType = 'termination';
    return target;
  });
  return ok<Contract>(changed);
}

async function offerContract(member: MockMember, type: ContractType, body: { downlineAccount: string; tiers: Contract['tiers']; period?: Contract['period'] }) {
  if (!isAgentType(member.type)) return fail('Function not enabled', { code: 'FUNCTION_NOT_ENABLED' });
  if (!db.memberByName(body.downlineAccount)) return fail('No data', { code: 'NO_DATA' });
  const contract: Contract = {
    contractId: `CT-${Date.now().toString(36).toUpperCase()}`,
    contractType: type,
    status: 'offered',
    requestType: 'new',
    ...(body.period ? { period: body.period } : {}),
    uplineAccount: member.username,
    downlineAccount: body.downlineAccount,
    tiers: body.tiers,
    createdTime: now(),
  };
  db.update((state) => state.contracts.push(contract));
  return ok(contract);
}

export const agentHandlers = [
  getGetConsolidatedMockHandler(({ request }) => {
    const member = requireMember(request);
    const mine = db.state.contracts.filter((contract) => contract.downlineAccount === member.username);
    return ok({
      pendingContracts: mine.filter((contract) => contract.status === 'offered'),
      activeContracts: mine.filter((contract) => contract.status === 'accepted'),
    });
  }),
  getProcessDividendReqMockHandler(({ request }) => processContract(requireMember(request), 'dividend', request)),
  getProcessDailySalaryMockHandler(({ request }) => processContract(requireMember(request), 'dailySalary', request)),
  getProcessHourSalaryMockHandler(({ request }) => processContract(requireMember(request), 'hourSalary', request)),
  getProcessRealtimeSalaryMockHandler(({ request }) => processContract(requireMember(request), 'realtimeSalary', request)),
  getCreateHourSalaryContractMockHandler(async ({ request }) => {
    const member = requireMember(request);
    const parsed = CreateHourSalaryContractBody.safeParse(await jsonBody(request));
    if (!parsed.success) throw badRequest('Invalid contract');
    return offerContract(member, 'hourSalary', parsed.data);
  }),
  getCreateRealtimeSalaryContractMockHandler(async ({ request }) => {
    const member = requireMember(request);
    const parsed = CreateRealtimeSalaryContractBody.safeParse(await jsonBody(request));
    if (!parsed.success) throw badRequest('Invalid contract');
    return offerContract(member, 'realtimeSalary', parsed.data);
  }),
  getClaimRafflePromotionMockHandler(
    idempotent(async ({ request }) => {
      const member = requireMember(request);
      const parsed = RaffleClaimPayload.safeParse(await jsonBody(request));
      if (!parsed.success) throw badRequest('Invalid claim');
      // The raffle of the reward centre (promotions domain) is credited and marked claimed there.
      const claimed = claimRaffle(member, parsed.data.promotionId);
      if (claimed === 'nothing') return fail('Nothing to claim', { code: 'NOTHING_TO_CLAIM' });
      return ok({ promotionId: parsed.data.promotionId, prizeName: `Lucky draw RM ${claimed.toFixed(2)}`, prizeAmount: claimed, status: 'claimed' as const });
    }),
  ),
  ...agentTeamHandlers,
];
