import dayjs from 'dayjs';
import type { BetRecord, GameType } from '@generated/model';
import { seeded } from '../lib/seeded';
import { CATALOGUE } from './catalogue';

/**
 * A believable betting history, the same on every start: about 90 days of
 * bets per member, drawn from the game catalogue with a PRNG seeded by the
 * user name (no faker, so adding faker calls elsewhere never shifts it).
 */
const DAYS = 90;

const cents = (amount: number) => Math.round(amount * 100) / 100;
const STAKES = [1, 2, 5, 10, 20, 50, 100, 200];
const PLAYABLE: GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT'];

const cache = new Map<string, BetRecord[]>();

/** Every bet of a member over the last 90 days up to `today`, newest first. */
export function betHistory(username: string, today: Date = new Date()): BetRecord[] {
  const day = dayjs(today).format('YYYY-MM-DD');
  const key = `${username}:${day}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const random = seeded(username);
  const games = CATALOGUE.filter((game) => PLAYABLE.includes(game.gameType) && game.isGame !== 'VASSALAGE');
  const bets: BetRecord[] = [];
  const end = dayjs(today).endOf('day');
  for (let offset = 0; offset < DAYS; offset += 1) {
    const date = end.subtract(offset, 'day');
    const count = random() < 0.15 ? 0 : Math.floor(random() * 14) + 2;
    for (let n = 0; n < count; n += 1) {
      const game = games[Math.floor(random() * games.length)]!;
      const stake = STAKES[Math.floor(random() * STAKES.length)]!;
      const roll = random();
      // Returns about 0.95 per 1 staked: the house keeps a margin, as a real lobby does.
      const multiplier = roll < 0.55 ? 0 : roll < 0.9 ? 0.5 + random() * 1.3 : 2 + random() * 7;
      const placed = date.startOf('day').add(Math.floor(random() * 86_000), 'second');
      const open = offset === 0 && n === 0;
      const cancelled = !open && random() < 0.01;
      const winLoss = open || cancelled ? 0 : cents(stake * multiplier - stake);
      bets.push({
        ticketId: `${game.vassalage}-${placed.format('YYMMDD')}${String(1000 + bets.length).padStart(7, '0')}`,
        betTime: placed.format('YYYY-MM-DD HH:mm:ss'),
        settleTime: open ? null : placed.add(Math.floor(random() * 90) + 3, 'second').format('YYYY-MM-DD HH:mm:ss'),
        gameType: game.gameType,
        vendor: game.vassalage,
        gameName: game.displayName ?? game.gameName ?? game.nodeName ?? game.gameCode ?? game.nodeId,
        betAmount: stake,
        validBet: cancelled ? 0 : stake,
        winLoss,
        status: open ? 'open' : cancelled ? 'cancelled' : 'settled',
      });
    }
  }
  bets.sort((a, b) => b.betTime.localeCompare(a.betTime));
  cache.set(key, bets);
  return bets;
}
