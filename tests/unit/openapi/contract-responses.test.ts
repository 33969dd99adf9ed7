import { describe, expect, it } from 'vitest';
import { CONTRACT_FILE, loadSpec, operations, type Operation, type Response, type Spec } from '../../support/contract';

/**
 * The answers a backend team must give where they can happen (issue 13), read
 * from the contract itself: the `token` header is the one security scheme,
 * every operation says whether it needs it (`security: []` when public), every
 * protected operation declares 401, every operation declares the 5XX range,
 * and the calls a server rate-limits declare 429 with `Retry-After`. They stand
 * in for the OWASP rules turned off in .spectral.yaml (api8 401/500, api4 429).
 */
type Contract = Spec & {
  security?: unknown[];
  components: Spec['components'] & { securitySchemes?: Record<string, unknown> };
};
type Header = { schema?: unknown };

/** The calls a server limits per account and per client address, by why. */
const RATE_LIMITED: Record<string, string[]> = {
  'sign-in and passwords (guessing)': [
    'login',
    'loginFreeplay',
    'loginThirdParty',
    'exchangeAppLinkCode',
    'registerMember',
    'registerMemberByMobile',
    'changePassword',
    'setPasswordByPhone',
    'forgotPasswordByEmail',
    'setPaymentPassword',
  ],
  'messages sent by the server (cost, spam)': ['sendLoginSmsCode', 'sendRegisterSmsCode', 'sendMemberSmsCode', 'sendFeedback'],
  'captcha images (anti-automation)': ['getCaptcha'],
  'account changes with the login password (issue 28)': ['bindMobile', 'bindEmail', 'addBankAccount'],
  'money steps and hand-over codes the review named (issue 28)': ['confirmWithdrawal', 'confirmDeposit', 'createAppLinkCode', 'createDownline'],
  'money and value (the Idempotency-Key calls)': [
    'transferWallet',
    'recallWallets',
    'transferToUpline',
    'createWithdrawal',
    'createDeposit',
    'convertPoints',
    'redeemPoints',
    'openRedEnvelope',
    'claimRebate',
    'claimPromotionReward',
    'claimRafflePromotion',
    'transferToDownline',
  ],
};
const RATE_LIMITED_IDS = new Set(Object.values(RATE_LIMITED).flat());

function sharedResponse(spec: Contract, response: Response): Response & { headers?: Record<string, Header> } {
  const name = response.$ref?.replace('#/components/responses/', '');
  return (name ? spec.components.responses?.[name] : response) ?? {};
}

/** What the contract leaves out, one line per gap (`operationId: what`); [] when nothing. */
function responseGaps(spec: Contract): string[] {
  const gaps: string[] = [];
  const all = operations(spec);
  for (const { operation } of all) {
    const id = operation.operationId;
    const statuses = Object.keys(operation.responses);
    if (!Array.isArray(operation.security)) gaps.push(`${id}: no security (a public call says security: [])`);
    const requirements = (operation.security ?? []) as Array<Record<string, unknown>>;
    const isProtected = requirements.length > 0;
    if (requirements.some((requirement) => Object.keys(requirement).join() !== 'token')) gaps.push(`${id}: a security scheme other than token`);
    if (isProtected && !statuses.includes('401')) gaps.push(`${id}: no 401`);
    if (!statuses.includes('5XX')) gaps.push(`${id}: no 5XX`);
    if (RATE_LIMITED_IDS.has(id) && !statuses.includes('429')) gaps.push(`${id}: no 429`);
    const tooMany = operation.responses['429'];
    if (tooMany) {
      const response = sharedResponse(spec, tooMany);
      if (!response.headers?.['Retry-After']) gaps.push(`${id}: 429 without Retry-After`);
      if (!response.content?.['application/json']) gaps.push(`${id}: 429 without the failure envelope`);
    }
  }
  const known = new Set(all.map(({ operation }) => operation.operationId));
  for (const id of RATE_LIMITED_IDS) if (!known.has(id)) gaps.push(`${id}: listed as rate-limited but not in the contract`);
  return gaps;
}

const spec = loadSpec(CONTRACT_FILE) as Contract;

function operationOf(contract: Contract, operationId: string): Operation {
  const found = operations(contract).find(({ operation }) => operation.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found.operation;
}

describe('the contract’s security scheme and error answers', () => {
  it('declares the token header as the one security scheme, public unless an operation names it', () => {
    expect(spec.components.securitySchemes).toEqual({
      token: { type: 'apiKey', in: 'header', name: 'token', description: expect.any(String) },
    });
    expect(spec.security).toEqual([]);
  });

  it('leaves no gap: 401 on every protected operation, 5XX everywhere, 429 with Retry-After on the rate-limited calls', () => {
    expect(responseGaps(spec)).toEqual([]);
    // Not vacuous: the operations of SPEC 7 and the centres, most of them protected, and every listed call.
    const all = operations(spec);
    expect(all.length).toBeGreaterThanOrEqual(120);
    expect(all.filter(({ operation }) => (operation.security ?? []).length > 0).length).toBeGreaterThanOrEqual(80);
    expect(all.filter(({ operation }) => operation.responses['429']).map(({ operation }) => operation.operationId)).toEqual(
      expect.arrayContaining([...RATE_LIMITED_IDS]),
    );
  });

  it.each<[string, (contract: Contract) => void, string]>([
    ['a protected operation without 401', (c) => delete operationOf(c, 'getWalletBalance').responses['401'], 'getWalletBalance: no 401'],
    ['an operation without 5XX', (c) => delete operationOf(c, 'getSystemStatus').responses['5XX'], 'getSystemStatus: no 5XX'],
    ['a rate-limited call without 429', (c) => delete operationOf(c, 'login').responses['429'], 'login: no 429'],
    [
      'a 429 without Retry-After',
      (c) => {
        const { headers: _dropped, ...rest } = sharedResponse(c, operationOf(c, 'createDeposit').responses['429'] ?? {});
        operationOf(c, 'createDeposit').responses['429'] = rest;
      },
      'createDeposit: 429 without Retry-After',
    ],
    [
      'an operation that does not say whether it is public',
      (c) => delete operationOf(c, 'listGames').security,
      'listGames: no security (a public call says security: [])',
    ],
    ['a protected operation on another scheme', (c) => (operationOf(c, 'logout').security = [{ bearer: [] }]), 'logout: a security scheme other than token'],
  ])('finds %s (the check can fail)', (_name, breakIt, gap) => {
    const broken = structuredClone(spec);
    breakIt(broken);
    expect(responseGaps(broken)).toEqual([gap]);
  });
});
