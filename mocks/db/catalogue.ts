import type { Game, Vendor } from '@generated/model';

/**
 * A deterministic game catalogue: the vendors the spec names for each
 * category and real-looking game names. Icons are drawn by the mocks
 * (/mock-assets/...), so the lobby looks right offline.
 */
type GameType = Game['gameType'];

export const VENDORS: Record<string, { name: string; types: GameType[] }> = {
  PG: { name: 'PG Soft', types: ['RNG'] },
  JDB: { name: 'JDB Gaming', types: ['RNG', 'FISH'] },
  CQ9: { name: 'CQ9 Gaming', types: ['RNG', 'FISH'] },
  FC: { name: 'Fa Chai', types: ['RNG', 'FISH'] },
  JL: { name: 'JILI', types: ['RNG', 'FISH', 'PVP'] },
  PT: { name: 'Playtech', types: ['RNG', 'LIVE'] },
  EG2: { name: 'Evo Gaming', types: ['LIVE'] },
  SEXY: { name: 'Sexy Baccarat', types: ['LIVE'] },
  SABA: { name: 'SABA Sports', types: ['SPORTS'] },
  CMD: { name: 'CMD368', types: ['SPORTS'] },
  AV: { name: 'AV eSports', types: ['ESPORTS'] },
  IMES: { name: 'IM eSports', types: ['ESPORTS'] },
  IA: { name: 'IA eSports', types: ['ESPORTS'] },
  AI: { name: 'AI eSports', types: ['ESPORTS'] },
  TF: { name: 'TF Gaming', types: ['ESPORTS'] },
  TCG_LOTTO_VN: { name: 'TCG Lotto VN', types: ['LOTT'] },
  TCG_SEA: { name: 'TCG Sea Lottery', types: ['LOTT'] },
  LOTT: { name: 'Lucky Lotto', types: ['LOTT'] },
  ELOTT: { name: 'E-Lotto', types: ['ELOTT'] },
  SV388: { name: 'SV388', types: ['COCKFIGHT'] },
  BGS: { name: 'BG Board Games', types: ['BGS', 'PVP'] },
};

const NAMES: Partial<Record<GameType, string[]>> = {
  RNG: [
    'Mahjong Ways',
    'Mahjong Ways 2',
    'Fortune Tiger',
    'Fortune Ox',
    'Fortune Rabbit',
    'Lucky Neko',
    'Treasures of Aztec',
    'Wild Bandito',
    'Ganesha Gold',
    'Dragon Hatch',
    'Caishen Wins',
    'Dream of Macau',
    'Money Coming',
    'Super Ace',
    'Golden Empire',
    'Boxing King',
    'Crazy777',
    'Fortune Gems',
    'Charge Buffalo',
    'Jungle King',
    'Lucky Koi',
    'Night Market',
    'Gold Rush',
    'Queen of Bounty',
    'Phoenix Rises',
    'Jewels of Prosperity',
    'Shaolin Soccer',
    'Legend of Perseus',
    'Wild Fireworks',
    'Dragon Tiger Luck',
    'Golden Bank',
    'Pharaoh Treasure',
    'Candy Burst',
    'Egypt Fortune',
    'Mystic Panda',
    'Lion Dance',
    'Sakura Fortune',
    'Koi Gate',
  ],
  FISH: [
    'Ocean King',
    'Royal Fishing',
    'Mega Fishing',
    'Jackpot Fishing',
    'Dragon Fishing',
    'Bombing Fishing',
    'Happy Fishing',
    'Fishing God',
    'Star Hunter',
    'Dinosaur Tycoon',
  ],
  LIVE: [
    'Baccarat Squeeze',
    'Speed Baccarat',
    'Lightning Roulette',
    'Dragon Tiger',
    'Sic Bo',
    'Blackjack VIP',
    'Fan Tan',
    'Crazy Time',
    'Mega Ball',
    'Texas Hold’em',
  ],
  PVP: ['Teen Patti', 'Rummy', 'Andar Bahar', 'Pusoy', 'Tongits Go', 'Blackjack Duel', 'Sabong Cards', 'Poker King', 'Big Two', 'Capsa Susun'],
  BGS: ['Chinese Chess', 'Ludo Royale', 'Mahjong Solitaire', 'Gomoku', 'Checkers Pro', 'Dominoes'],
  SPORTS: ['Sportsbook'],
  ESPORTS: ['eSports Arena'],
  LOTT: ['Vietnam Lottery', 'Sea Lottery', '4D Lotto'],
  ELOTT: ['Keno', 'Lucky 5D'],
  COCKFIGHT: ['Cockfight Arena'],
};

const CLASSIFY: Array<Game['gameClassify']> = [undefined, 'JP', 'TG', 'AC'];

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}

function buildCatalogue(): Game[] {
  const games: Game[] = [];
  let counter = 0;
  for (const [code, vendor] of Object.entries(VENDORS)) {
    for (const gameType of vendor.types) {
      const names = NAMES[gameType] ?? [];
      // Each vendor gets a rotating slice of the names, so lists differ per vendor.
      const offset = counter % Math.max(names.length, 1);
      const count = gameType === 'RNG' ? 24 : Math.min(names.length, 8);
      for (let i = 0; i < count && names.length > 0; i += 1) {
        counter += 1;
        const name = names[(offset + i) % names.length] ?? 'Game';
        const gameName = i >= names.length ? `${name} ${Math.floor(i / names.length) + 1}` : name;
        const nodeId = `${code}-${gameType}-${i + 1}`;
        games.push({
          nodeId,
          vassalage: code,
          gameType,
          gameId: `${code.toLowerCase()}_${slug(gameName)}`,
          gameCode: `${code}_${String(i + 1).padStart(3, '0')}`,
          gameName,
          displayName: gameName,
          iconUrl: `/mock-assets/games/${encodeURIComponent(nodeId)}.svg`,
          isHot: counter % 5 === 0 ? 1 : 0,
          isNew: counter % 7 === 0 ? 1 : 0,
          gameClassify: CLASSIFY[counter % CLASSIFY.length],
          isGame: code === 'JL' && gameType === 'PVP' && i === 0 ? 'VASSALAGE' : null,
          underMaintenance: counter % 41 === 0,
        });
      }
    }
  }
  return games;
}

export const CATALOGUE: readonly Game[] = buildCatalogue();

export function findGame(nodeId: string): Game | undefined {
  return CATALOGUE.find((game) => game.nodeId === nodeId);
}

export function vendorsOf(gameType: GameType): Vendor[] {
  return Object.entries(VENDORS)
    .filter(([, vendor]) => vendor.types.includes(gameType))
    .map(([code, vendor]) => ({ vassalage: code, displayName: vendor.name, gameType, lagerIcon: `/mock-assets/vendors/${code.toLowerCase()}.svg` }));
}
