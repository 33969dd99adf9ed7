/**
 * The scenario: the calls the checker makes, in order, and what each should
 * answer. Public calls first, then the login (encrypted as the contract says),
 * then the member's calls with the token, then the negative cases. Calls that
 * change state are marked: reversible ones run with --allow-writes and are
 * undone; irreversible ones only get the negative cases (no token, bad body).
 *
 * Any GET operation the scenario does not name is still called, with the
 * examples the contract gives for its required parameters, so new operations
 * are checked without touching this file.
 */
import type { Contract, Operation, Parameter } from './contract.ts';
import { encryptPayload, encryptRandomToken, importServerKey, type ServerKey } from './crypto.ts';

export type CheckKind = 'main' | 'undo' | 'no-token' | 'bad-request' | 'reauth' | 'after-logout';
/**
 * success: 2XX with `success: true` (the scenario needs it);
 * answer: a 2XX envelope, success or failure (both are normal here);
 * rejected: the failure envelope (a request the contract does not accept);
 * unauthorized: 401 with the failure envelope;
 * refused: the failure envelope, any status below 500 (an account change without its password).
 */
export type Expectation = 'success' | 'answer' | 'rejected' | 'unauthorized' | 'refused';

export type Request = {
  pathParams?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  /** JSON body (or a form body for application/x-www-form-urlencoded). */
  body?: unknown;
  /** What the report shows instead of the body (an encrypted body's plaintext, the password masked). */
  shown?: unknown;
  /** Send the session token (default: when the operation is protected). */
  token?: boolean;
};

export type Skip = { skip: string };
/** A check that fails before any request: the contract itself allows what it must not. */
export type Fail = { fail: string };

export type Context = {
  contract: Contract;
  baseUrl: string;
  user: string;
  password: string;
  today: Date;
  token?: string;
  /** Why there is no session, for the calls that need one. */
  noSession?: string;
  serverKey?: ServerKey;
  noServerKey?: string;
  games: Array<{ nodeId: string; vassalage: string; gameType: string; underMaintenance?: boolean }>;
  favouriteIds?: string[];
  wallets: Array<{ code: string; balance: number }>;
  liveModelId?: string;
  lotteryGameCode?: string;
  /** The transfer the checker made, until it is moved back. */
  transferred?: { from: string; to: string; amount: number };
  /** The reality-check interval getPlaySafely gave (play safely, issue 30; undefined: not read). */
  realityCheckMinutes?: number | null;
};

export type Step = {
  /** The operation the result is reported under. */
  operationId: string;
  /** The operation whose endpoint is called, when another (logout is checked by calling getMemberInfo). */
  calls?: string;
  kind: CheckKind;
  /** What this call is, for a person ("with the session token"). */
  label: string;
  expect: Expectation;
  /** Needs the session token. */
  session: boolean;
  /** Changes state: runs only with --allow-writes. */
  write?: boolean;
  /** Runs even when --only leaves its tag out: the public key and the login, which every protected call needs. */
  prerequisite?: boolean;
  request(ctx: Context, operation: Operation): Promise<Request | Skip | Fail> | Request | Skip | Fail;
  /** Reads what later calls need from a success answer's `value`. */
  then?(ctx: Context, value: unknown): void | Promise<void>;
};

/**
 * The account changes a stolen session alone must not make (issue 28): the checker sends each, encrypted, with the
 * contract's example values and a wrong login password, and the server must refuse it. A server that checks the
 * password changes nothing; one that does not fails here (and has bound the example phone or account).
 */
export const REAUTHENTICATED = ['bindMobile', 'bindEmail', 'addBankAccount'];

/** Operations whose success path the checker never runs: their effect cannot be undone. */
export const IRREVERSIBLE: Record<string, string> = {
  registerMember: 'creates an account',
  registerMemberByMobile: 'creates an account',
  loginThirdParty: 'needs an identity provider’s ID token',
  changePassword: 'changes the password',
  setPasswordByPhone: 'changes the password',
  forgotPasswordByEmail: 'sends an e-mail',
  sendRegisterSmsCode: 'sends an SMS',
  sendLoginSmsCode: 'sends an SMS',
  sendFeedback: 'stores a feedback message',
  redeemPoints: 'spends points',
  setPlayLimit: 'a raise or removal waits 24 hours and a lowered limit holds (play safely, issue 30)',
  takeBreak: 'ends every session and refuses the login until the break ends (no early undo)',
  convertPoints: 'spends points',
  claimRafflePromotion: 'claims a prize',
  processDividendReq: 'accepts or ends an agent contract',
  processDailySalary: 'accepts or ends an agent contract',
  createHourSalaryContract: 'offers an agent contract',
  createRealtimeSalaryContract: 'offers an agent contract',
};

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const day = (date: Date) => date.toISOString().slice(0, 10);
const LIST = { clientType: 3, platform: 'html5-desktop', language: 'EN' };

type Curated = Omit<Step, 'operationId' | 'kind' | 'session' | 'label' | 'expect' | 'request'> & {
  label?: string;
  expect?: Expectation;
  request?: Step['request'];
};

/** The reads, in the order a visitor, then the member, makes them. */
const READS: Array<[string, Curated]> = [
  ['getSystemStatus', {}],
  ['getWhitelabel', {}],
  ['getPermission', {}],
  ['getRegisterSettings', {}],
  [
    'getPublicKey',
    {
      prerequisite: true,
      async then(ctx, value) {
        const { publicKey, keyId } = asObject(value);
        try {
          ctx.serverKey = await importServerKey(String(publicKey), String(keyId));
        } catch (error) {
          ctx.noServerKey = `the public key from getPublicKey cannot be imported as RSA SPKI (${(error as Error).message})`;
        }
      },
    },
  ],
  ['getCountryCodes', {}],
  ['getDomainRoutes', {}],
  ['getCaptcha', {}],
  ['getGameMenus', { request: () => ({ query: { language: 'EN' } }) }],
  [
    'listGames',
    {
      request: () => ({ query: { ...LIST, pageNo: 1, pageSize: 20 } }),
      then(ctx, value) {
        ctx.games = asArray(asObject(value).games) as Context['games'];
      },
    },
  ],
  ['listHotGames', { request: () => ({ query: { isPlatform: 2, platform: 'html5-desktop', language: 'EN' } }) }],
  ['getVendorLanes', { request: () => ({ query: { platform: 'html5-desktop' } }) }],
  ['getVendorGameTypes', {}],
  ['getGameVendors', {}],
  ['getPopularGames', { request: () => ({ query: { gameType: 'RNG', language: 'EN' } }) }],
  ['getAnnouncements', {}],
  ['getNotices', { request: () => ({ query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B', language: 'EN' } }) }],
  ['getAnnouncementContent', { request: () => ({ query: { types: 'B,PL,PU,PR,H', platform: 'W', language: 'EN' } }) }],
  ['getWinnerBoard', { request: () => ({ query: { gameCategory: 'ALL', language: 'EN', limitNum: 20 } }) }],
  ['getHelpCentre', { request: () => ({ query: { language: 'EN' } }) }],
  [
    'listLiveModels',
    {
      then(ctx, value) {
        const models = asArray(value).map(asObject);
        ctx.liveModelId = String((models.find((model) => model.online === true) ?? models[0])?.modelId ?? '') || undefined;
      },
    },
  ],
  ['listPvpRooms', {}],
  [
    'checkAffiliateCode',
    { expect: 'answer', label: 'an affiliate code (valid or not)', request: (ctx) => ({ query: { code: 'VIP888', domain: new URL(ctx.baseUrl).hostname } }) },
  ],
  // The session.
  [
    'login',
    {
      prerequisite: true,
      label: 'the given account, payload encrypted',
      async request(ctx) {
        if (!ctx.serverKey) return { skip: `no public key: ${ctx.noServerKey ?? 'getPublicKey did not answer one'}` };
        const plaintext = { username: ctx.user, password: ctx.password, type: 'username' };
        return { body: await encryptPayload(ctx.serverKey, plaintext), shown: { encrypted: { ...plaintext, password: '•••' } } };
      },
      then(ctx, value) {
        const token = asObject(value).token;
        if (typeof token === 'string' && token) ctx.token = token;
      },
    },
  ],
  [
    'loginFreeplay',
    {
      expect: 'answer',
      label: 'a trial session, random RSA-encrypted',
      async request(ctx) {
        if (!ctx.serverKey) return { skip: `no public key: ${ctx.noServerKey ?? 'getPublicKey did not answer one'}` };
        const body = { os: 'Linux', platform: 'W', random: await encryptRandomToken(ctx.serverKey), gatewayVersion: 3 };
        return { body, shown: { ...body, random: '(RSA-OAEP of a random string)' } };
      },
    },
  ],
  // The member's calls, with the token.
  ['getMemberInfo', {}],
  ['getMemberIcon', {}],
  ['getUnreadMessageCount', {}],
  [
    'getWalletBalance',
    {
      then(ctx, value) {
        const { balance, wallets } = asObject(value);
        if (ctx.wallets.length === 0) ctx.wallets = asArray(wallets) as Context['wallets'];
        if (!ctx.wallets.some((wallet) => wallet.code === 'MAIN') && typeof balance === 'number') ctx.wallets.unshift({ code: 'MAIN', balance });
      },
    },
  ],
  [
    'getMerchantWallet',
    {
      request: () => ({ query: { isSingle: false } }),
      then(ctx, value) {
        for (const wallet of asArray(value) as Context['wallets']) if (!ctx.wallets.some((known) => known.code === wallet.code)) ctx.wallets.push(wallet);
      },
    },
  ],
  ['getConsolidatedFunds', {}],
  [
    'getFavouriteIds',
    {
      then(ctx, value) {
        ctx.favouriteIds = asArray(value).map(String);
      },
    },
  ],
  ['listFavourites', { request: () => ({ query: { ...LIST, pageNo: 1, pageSize: 20 } }) }],
  ['listRecentGames', { request: () => ({ query: { page: 1, pageSize: 20, language: 'EN', clientType: 3 } }) }],
  [
    'getVnLotteryMenu',
    {
      request: () => ({ query: { prizeMode: 'LOTT', device: 'WEB' } }),
      then(ctx, value) {
        const code = asObject(asArray(value)[0]).gameCode;
        if (typeof code === 'string') ctx.lotteryGameCode = code;
      },
    },
  ],
  ['getVnNumero', { request: (ctx) => ({ query: { gameCode: ctx.lotteryGameCode ?? 'VN_MIENBAC' } }) }],
  ['getOpenedNumero', { request: (ctx) => ({ query: { gameCode: ctx.lotteryGameCode ?? 'VN_MIENBAC' } }) }],
  ['listRecentLottery', { request: () => ({ query: { prizeMode: 'LOTT' } }) }],
  ['getMissionSummary', {}],
  ['getMissionLeaderboard', {}],
  ['getPointsBalance', {}],
  ['getPointsConfig', {}],
  ['getPointsReward', {}],
  ['listPointRedeems', { request: () => ({ query: { pageNo: 1, pageSize: 20 } }) }],
  ['getMemberTransactionDetail', { request: () => ({ query: { pageNo: 1, pageSize: 20 } }) }],
  // Play safely (issue 30): answered FUNCTION_NOT_ENABLED where the merchant flag PLAYSAFE3 is off.
  [
    'getPlaySafely',
    {
      expect: 'answer',
      then(ctx, value) {
        const minutes = asObject(value).realityCheckMinutes;
        if (minutes === null || typeof minutes === 'number') ctx.realityCheckMinutes = minutes;
      },
    },
  ],
  ['getPlayActivity', { expect: 'answer' }],
  [
    'listBetRecords',
    {
      request: (ctx) => ({ query: { from: day(new Date(ctx.today.getTime() - 6 * 86_400_000)), to: day(ctx.today), pageNo: 1, pageSize: 10 } }),
    },
  ],
  // A member is not an agent: a failure answer is normal.
  ['getConsolidated', { expect: 'answer', label: 'with the session token (a member may be refused)' }],
];

/** Writes that are undone (or that only open a session somewhere): --allow-writes. */
const WRITES: Array<[string, Curated]> = [
  [
    'launchGame',
    {
      write: true,
      expect: 'answer',
      label: 'a game from listGames (opens a game session)',
      request(ctx) {
        const game = ctx.games.find((candidate) => candidate.underMaintenance !== true && candidate.nodeId && candidate.vassalage);
        if (!game) return { skip: 'listGames gave no game to launch' };
        return { query: { nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType, language: 'EN', device: 'WEB' } };
      },
    },
  ],
  [
    'launchLotteryLobby',
    {
      write: true,
      expect: 'answer',
      label: 'the lottery lobby (opens a game session)',
      request: (ctx) => ({
        query: {
          lottoArea: 'VN',
          launchMode: 'LOTT',
          prizeMode: 'LOTT',
          view: 'lobby',
          device: 'WEB',
          language: 'EN',
          ...(ctx.lotteryGameCode ? { gameCode: ctx.lotteryGameCode } : {}),
        },
      }),
    },
  ],
  [
    'launchLiveChat',
    {
      write: true,
      expect: 'answer',
      label: 'a model from listLiveModels (opens a chat)',
      request: (ctx) => (ctx.liveModelId ? { query: { modelId: ctx.liveModelId } } : { skip: 'listLiveModels gave no model' }),
    },
  ],
  [
    'reportWebVitals',
    {
      write: true,
      label: 'one field report, as a beacon sends it (no token; stored with the others, nothing to undo)',
      request: () => ({
        body: { appVersion: 'verify', language: 'EN', connection: 'unknown', metrics: [{ name: 'TTFB', value: 120, rating: 'good', route: '/' }] },
      }),
    },
  ],
];

const favouriteOf = (ctx: Context) => ctx.games.find((game) => game.nodeId && game.vassalage && game.gameType);
const favouriteBody = (game: NonNullable<ReturnType<typeof favouriteOf>>) => ({
  pathParams: { nodeId: game.nodeId },
  body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
});

/** Reversible writes, each followed by its undo. */
function reversibleWrites(): Step[] {
  const transfer = (label: string, kind: CheckKind, direction: 'out' | 'back'): Step => ({
    operationId: 'transferWallet',
    kind,
    label,
    expect: 'success',
    session: true,
    write: true,
    request(ctx) {
      if (direction === 'back') {
        if (!ctx.transferred) return { skip: 'the transfer did not happen' };
        const { from, to, amount } = ctx.transferred;
        return { body: { from: to, to: from, amount } };
      }
      const main = ctx.wallets.find((wallet) => wallet.code === 'MAIN');
      const vendor = ctx.wallets.find((wallet) => wallet.code !== 'MAIN' && wallet.code);
      if (!main || !vendor) return { skip: 'getWalletBalance / getMerchantWallet listed no MAIN and vendor wallet' };
      if (!(main.balance >= 1)) return { skip: 'the main wallet holds less than 1' };
      return { body: { from: 'MAIN', to: vendor.code, amount: 1 } };
    },
    then(ctx) {
      if (direction === 'out') {
        const vendor = ctx.wallets.find((wallet) => wallet.code !== 'MAIN' && wallet.code);
        if (vendor) ctx.transferred = { from: 'MAIN', to: vendor.code, amount: 1 };
      } else ctx.transferred = undefined;
    },
  });
  // A game already among the favourites is removed, then added back; any other is added, then removed.
  const favourite = (operationId: 'addFavourite' | 'removeFavourite', kind: CheckKind, when: 'first' | 'second'): Step => ({
    operationId,
    kind,
    label: kind === 'undo' ? 'undoes the favourite change' : 'a game from listGames',
    expect: 'success',
    session: true,
    write: true,
    request(ctx) {
      const game = favouriteOf(ctx);
      if (!game) return { skip: 'listGames gave no game' };
      const already = ctx.favouriteIds?.includes(game.nodeId) ?? false;
      const first = already ? 'removeFavourite' : 'addFavourite';
      if ((when === 'first') !== (operationId === first)) return { skip: 'not needed' };
      const request = favouriteBody(game);
      return operationId === 'removeFavourite' ? { pathParams: request.pathParams } : request;
    },
  });
  // The reality check set to the interval it already has: nothing changes.
  const realityCheck: Step = {
    operationId: 'setRealityCheck',
    kind: 'main',
    label: 'the interval getPlaySafely gave (no change)',
    expect: 'success',
    session: true,
    write: true,
    request: (ctx) =>
      ctx.realityCheckMinutes === undefined ? { skip: 'getPlaySafely gave no interval' } : { body: { intervalMinutes: ctx.realityCheckMinutes } },
  };
  return [
    realityCheck,
    transfer('1 from the main wallet to a vendor wallet', 'main', 'out'),
    transfer('the 1 back (undo)', 'undo', 'back'),
    favourite('addFavourite', 'main', 'first'),
    favourite('removeFavourite', 'main', 'first'),
    favourite('removeFavourite', 'undo', 'second'),
    favourite('addFavourite', 'undo', 'second'),
  ];
}

/** A value for a parameter from the contract: example, examples, default or the first enum value. */
export function exampleOf(parameter: Parameter): string | number | boolean | undefined {
  const schema = parameter.schema ?? {};
  const candidates = [
    parameter.example,
    schema.example,
    Array.isArray(schema.examples) ? schema.examples[0] : undefined,
    schema.default,
    Array.isArray(schema.enum) ? schema.enum[0] : undefined,
  ];
  const found = candidates.find((value) => ['string', 'number', 'boolean'].includes(typeof value));
  return found as string | number | boolean | undefined;
}

/** A body the operation's request schema rejects: `{}` when something is required, else an array. */
function badBody(contract: Contract, operation: Operation): unknown {
  if (!operation.body) return undefined;
  if (operation.body.mediaType === 'application/x-www-form-urlencoded') return {};
  return contract.accepts(operation.body.pointer, {}) ? [] : {};
}

function step(operation: Operation, curated: Curated, kind: CheckKind = 'main'): Step {
  return {
    operationId: operation.operationId,
    kind,
    label: curated.label ?? (operation.protected ? 'with the session token' : 'as a visitor'),
    expect: curated.expect ?? 'success',
    session: operation.protected,
    request: curated.request ?? (() => ({})),
    ...curated,
  };
}

/** The whole scenario for a contract: reads, session, writes (flagged), negative cases, logout. */
export function scenario(contract: Contract): Step[] {
  const steps: Step[] = [];
  const curated = new Set([...READS, ...WRITES].map(([operationId]) => operationId));
  const add = (operationId: string, make: (operation: Operation) => Step | Step[]) => {
    const operation = contract.byId(operationId);
    if (operation) steps.push(...[make(operation)].flat());
  };
  for (const [operationId, definition] of READS) add(operationId, (operation) => step(operation, definition));
  // Reads the scenario does not name: called with the contract's examples.
  for (const operation of contract.operations) {
    if (curated.has(operation.operationId) || operation.method !== 'GET' || IRREVERSIBLE[operation.operationId]) continue;
    steps.push(step(operation, examplesRead(operation)));
  }
  for (const [operationId, definition] of WRITES) add(operationId, (operation) => step(operation, definition));
  steps.push(...reversibleWrites().filter((write) => contract.byId(write.operationId)));
  // Negative cases: every protected operation without the token, every body the contract rejects.
  for (const operation of contract.operations) {
    if (operation.protected) {
      steps.push({
        operationId: operation.operationId,
        kind: 'no-token',
        label: 'without the token',
        expect: 'unauthorized',
        session: false,
        request: (ctx) => ({ token: false, body: badBody(ctx.contract, operation), pathParams: placeholderPath(operation) }),
      });
    }
    if (operation.body) {
      steps.push({
        operationId: operation.operationId,
        kind: 'bad-request',
        label: 'with a body the contract rejects',
        expect: 'rejected',
        session: operation.protected,
        request: (ctx) => ({ body: badBody(ctx.contract, operation), pathParams: placeholderPath(operation) }),
      });
    }
  }
  for (const operationId of REAUTHENTICATED) add(operationId, reauthStep);
  add('logout', (operation) => [
    step(operation, { write: true, label: 'ends the checker’s session' }),
    {
      operationId: 'logout',
      calls: 'getMemberInfo',
      kind: 'after-logout',
      label: 'getMemberInfo with the token logout ended',
      expect: 'unauthorized',
      session: true,
      write: true,
      request: () => ({}),
    },
  ]);
  return steps;
}

/**
 * A read the scenario does not name. The checker signs in as a member, so an
 * agent's call may be refused; an example id in the path may not exist on the
 * server checked. Both answers are normal there, and both are still checked
 * against the contract.
 */
function examplesRead(operation: Operation): Curated {
  if (operation.protected && operation.tag.startsWith('agent'))
    return { expect: 'answer', label: 'with a member’s token and example parameters (an agent’s call: a member may be refused)' };
  if (operation.parameters.some((parameter) => parameter.in === 'path'))
    return { expect: 'answer', label: `${operation.protected ? 'with the session token and ' : 'with '}an example id (it may not exist here)` };
  return { label: operation.protected ? 'with the session token and example parameters' : 'with example parameters' };
}

/** An account change with every field from the contract's examples but a wrong login password, encrypted. */
function reauthStep(operation: Operation): Step {
  return {
    operationId: operation.operationId,
    kind: 'reauth',
    label: 'with a wrong login password (re-authentication)',
    expect: 'refused',
    session: true,
    async request(ctx) {
      if (!ctx.serverKey) return { skip: `no public key: ${ctx.noServerKey ?? 'getPublicKey did not answer one'}` };
      const ref = operation.raw['x-encrypted-payload']?.$ref;
      const schema = ref ? ctx.contract.spec.components.schemas?.[ref.split('/').pop() ?? ''] : undefined;
      if (!operation.encrypted || !schema) return { skip: 'the contract does not encrypt it (its body would carry the password in plain text)' };
      const properties = (schema.properties ?? {}) as Record<string, Parameter['schema']>;
      if (!('password' in properties)) return { fail: 'its payload has no password field: the contract lets a session alone make this change' };
      const plaintext: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(properties)) {
        const value = exampleOf({ name, in: 'query', schema: property });
        if (value !== undefined) plaintext[name] = value;
      }
      plaintext.password = `not-the-password-${crypto.randomUUID().slice(0, 8)}`;
      return { body: await encryptPayload(ctx.serverKey, plaintext), shown: { encrypted: { ...plaintext, password: '(a wrong password)' } } };
    },
  };
}

function placeholderPath(operation: Operation): Record<string, string> {
  return Object.fromEntries(
    operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => [parameter.name, String(exampleOf(parameter) ?? 'X')]),
  );
}
