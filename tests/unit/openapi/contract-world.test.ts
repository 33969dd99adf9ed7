import { describe, expect, it } from 'vitest';
import type {
  Contract,
  FavouritePage,
  Game,
  GameLaunch,
  GameListPage,
  PointRecordPage,
  RegisterFieldSetting,
  WalletBalance,
  WalletEntry,
} from '@generated/model';
import { loadSpec, operations, PRISM_FILE, type Spec } from '../../support/contract';

/**
 * The demo world Prism serves (generated/prism/openapi.yaml) agrees with
 * itself across calls, as the MSW world does: Prism answers these examples.
 */
const spec = loadSpec(PRISM_FILE);

function examplesOf(target: Spec, operationId: string, status = '200') {
  const entry = operations(target).find(({ operation }) => operation.operationId === operationId);
  if (!entry) throw new Error(`no operation ${operationId}`);
  return entry.operation.responses[status]?.content?.['application/json']?.examples ?? {};
}
/** The success value of a named (or the first) 200 example. */
function value<T>(operationId: string, name?: string): T {
  const examples = examplesOf(spec, operationId);
  const example = name ? examples[name] : Object.values(examples)[0];
  const body = example?.value as { success: boolean; value: T } | undefined;
  if (!body?.success) throw new Error(`${operationId} has no success example ${name ?? ''}`);
  return body.value;
}
function requestExample<T>(operationId: string, name: string): T {
  const entry = operations(spec).find(({ operation }) => operation.operationId === operationId);
  const media = Object.values(entry?.operation.requestBody?.content ?? {})[0];
  const example = media?.examples?.[name];
  if (!example) throw new Error(`${operationId} has no request example ${name}`);
  return example.value as T;
}

describe('the demo world Prism serves', () => {
  it('lists as favourites only games, the same in the id list and the favourite list', () => {
    const ids = value<string[]>('getFavouriteIds');
    const favourites = value<FavouritePage>('listFavourites').content;
    expect(ids.length).toBeGreaterThan(0);
    expect(favourites.map((game) => game.nodeId).sort()).toEqual([...ids].sort());
    const shown = new Map<string, Game>();
    for (const list of [
      ...Object.keys(examplesOf(spec, 'listGames')).map((name) => value<GameListPage>('listGames', name).games),
      value<{ list: Game[] }>('listHotGames').list,
      value<{ list: Game[] }>('getPopularGames').list,
      value<{ list: Game[] }>('listRecentGames').list,
    ])
      for (const game of list) shown.set(game.nodeId, game);
    for (const game of favourites) expect(shown.get(game.nodeId)).toEqual(game);
  });

  it('shows only hot games in the hot list', () => {
    const hot = value<{ list: Game[] }>('listHotGames').list;
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.filter((game) => game.isHot !== 1)).toEqual([]);
  });

  it('counts pages that hold what they say', () => {
    for (const name of Object.keys(examplesOf(spec, 'listGames'))) {
      const { games, pageNo = 1, totalPages = 1, total = 0 } = value<GameListPage>('listGames', name);
      const pageSize = 20;
      expect(totalPages).toBe(Math.max(1, Math.ceil(total / pageSize)));
      expect(games.length).toBe(pageNo < totalPages ? pageSize : total - pageSize * (totalPages - 1));
    }
    const favourites = value<FavouritePage>('listFavourites');
    expect(favourites).toMatchObject({ pageNum: 1, totalPages: 1 });
    const ledger = value<PointRecordPage>('getMemberTransactionDetail');
    expect(ledger.total).toBe(ledger.list.length);
  });

  it('transfers money only between wallets the wallet calls list', () => {
    const balance = value<WalletBalance>('getWalletBalance');
    const codes = new Set((balance.wallets ?? []).map((wallet) => wallet.code));
    const vendorWallets = value<WalletEntry[]>('getMerchantWallet');
    for (const wallet of vendorWallets) expect(codes).toContain(wallet.code);
    const transfer = requestExample<{ from: string; to: string }>('transferWallet', 'moved');
    expect(codes).toContain(transfer.from);
    expect(codes).toContain(transfer.to);
    expect(value<{ balance: number }>('getMemberInfo').balance).toBe(balance.balance);
  });

  it('opens the lottery lobby as a lottery, not the slot the game launch opens', () => {
    const lottery = value<GameLaunch>('launchLotteryLobby').url;
    const slot = value<GameLaunch>('launchGame').url;
    expect(lottery).not.toBe(slot);
    expect(new URL(lottery, 'http://x').searchParams.get('kind')).toBe('lottery');
    expect(new URL(slot, 'http://x').searchParams.get('kind')).toBe('slot');
  });

  it('answers each contract call with its own contract type, each contract in one state', () => {
    expect(value<Contract>('processDividendReq').contractType).toBe('dividend');
    expect(value<Contract>('processDailySalary').contractType).toBe('dailySalary');
    expect(value<Contract>('createHourSalaryContract').contractType).toBe('hourSalary');
    expect(value<Contract>('createRealtimeSalaryContract').contractType).toBe('realtimeSalary');
    const { pendingContracts = [], activeContracts = [] } = value<{ pendingContracts?: Contract[]; activeContracts?: Contract[] }>('getConsolidated');
    expect(pendingContracts.every((contract) => contract.status === 'offered')).toBe(true);
    expect(activeContracts.every((contract) => contract.status === 'accepted')).toBe(true);
    const pendingIds = new Set(pendingContracts.map((contract) => contract.contractId));
    expect(activeContracts.filter((contract) => pendingIds.has(contract.contractId))).toEqual([]);
  });

  it('keeps the points arithmetic: the balance is the ledger’s, each record adds up', () => {
    const { pointsBalance } = value<{ pointsBalance: number }>('getPointsBalance');
    const records = value<PointRecordPage>('getMemberTransactionDetail').list;
    expect(records.length).toBeGreaterThan(2);
    expect(records[0]?.pointsBalance).toBe(pointsBalance);
    records.forEach((record, i) => {
      const older = records[i + 1];
      expect(record.pointsBalance).toBe((older?.pointsBalance ?? 0) + record.changedPoints);
    });
  });

  it('registers with values that pass the register settings it serves', () => {
    const settings = value<RegisterFieldSetting[]>('getRegisterSettings');
    const passes = (field: string, text: string) => {
      const setting = settings.find((entry) => entry.field === field);
      if (!setting) return true;
      const pattern = !setting.acceptedPattern || setting.acceptedPattern === '*' ? /.*/ : new RegExp(setting.acceptedPattern);
      return pattern.test(text) && text.length >= (setting.minLength ?? 0) && text.length <= (setting.maxLength ?? Infinity);
    };
    const payload = spec.components.schemas.RegisterPayload as { properties: Record<string, { examples?: unknown[] }> };
    const offending: string[] = [];
    for (const field of ['username', 'password', 'mobileNum', 'email', 'payeeName', 'affiliateCode', 'captcha'])
      for (const example of payload.properties[field]?.examples ?? []) if (!passes(field, String(example))) offending.push(`${field}: ${String(example)}`);
    expect(offending).toEqual([]);
  });

  it('puts the terms under the terms topic', () => {
    const topics = value<Array<{ term?: string; title: string; content: string }>>('getHelpCentre');
    const terms = topics.find((topic) => topic.term === 'term');
    expect(terms?.title).toMatch(/terms/i);
    expect(terms?.content).not.toMatch(/deposit bonus/i);
  });

  it('gives every error status an answer that fits it, not the wrong-password body', () => {
    const wrong: string[] = [];
    const expected: Record<string, string> = { '400': 'INVALID_REQUEST', '401': 'NOT_LOGGED_IN', '5XX': 'SERVER_ERROR' };
    for (const { operation } of operations(spec))
      for (const [status, code] of Object.entries(expected))
        for (const [name, example] of Object.entries(examplesOf(spec, operation.operationId, status))) {
          const body = example.value as { message?: string; value?: { code?: string } | null };
          if (body.value?.code !== code || body.message === 'Incorrect username or password') wrong.push(`${operation.operationId} ${status} ${name}`);
        }
    expect(wrong).toEqual([]);
  });
});
