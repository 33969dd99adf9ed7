import type { Game } from '@generated/model';

/**
 * Demo data for the catalogue: vendors per category (the codes SPEC 9 names)
 * and game names that read like a real lobby. Signature titles come first;
 * the rest is filled from word lists, deterministically.
 */
export type GameType = Game['gameType'];

export type VendorInfo = {
  name: string;
  types: GameType[];
  /**
   * Listed as one vendor-group card (isGame VASSALAGE) in a category's
   * unfiltered list; the card opens a popup with the vendor's games.
   */
  groupedIn?: GameType[];
};

export const VENDORS: Record<string, VendorInfo> = {
  PG: { name: 'PG Soft', types: ['RNG'] },
  PP: { name: 'Pragmatic Play', types: ['RNG', 'LIVE'] },
  JL: { name: 'JILI', types: ['RNG', 'FISH', 'PVP'] },
  JDB: { name: 'JDB Gaming', types: ['RNG', 'FISH'] },
  CQ9: { name: 'CQ9 Gaming', types: ['RNG', 'FISH'] },
  FC: { name: 'Fa Chai', types: ['RNG', 'FISH'] },
  PT: { name: 'Playtech', types: ['RNG', 'LIVE'] },
  SPADE: { name: 'Spadegaming', types: ['RNG', 'FISH'] },
  HABA: { name: 'Habanero', types: ['RNG'] },
  JOKER: { name: 'Joker Gaming', types: ['RNG'] },
  EG2: { name: 'Evo Gaming', types: ['LIVE'] },
  SEXY: { name: 'Sexy Baccarat', types: ['LIVE'], groupedIn: ['LIVE'] },
  DG: { name: 'Dream Gaming', types: ['LIVE'] },
  KM: { name: 'Kingmaker', types: ['PVP'], groupedIn: ['PVP'] },
  V8: { name: 'V8 Poker', types: ['PVP'] },
  BGS: { name: 'BG Board Games', types: ['BGS', 'PVP'] },
  SABA: { name: 'SABA Sports', types: ['SPORTS'] },
  CMD: { name: 'CMD368', types: ['SPORTS'] },
  UG: { name: 'United Gaming', types: ['SPORTS'] },
  AV: { name: 'AV eSports', types: ['ESPORTS'] },
  IMES: { name: 'IM eSports', types: ['ESPORTS'] },
  IA: { name: 'IA eSports', types: ['ESPORTS'] },
  AI: { name: 'AI eSports', types: ['ESPORTS'] },
  TF: { name: 'TF Gaming', types: ['ESPORTS'] },
  TCG_LOTTO_VN: { name: 'TCG Lotto VN', types: ['LOTT', 'ELOTT'] },
  TCG_SEA: { name: 'TCG Sea Lottery', types: ['LOTT'] },
  LOTT: { name: 'Lucky Lotto', types: ['LOTT'] },
  ELOTT: { name: 'E-Lotto', types: ['ELOTT'] },
  SV388: { name: 'SV388', types: ['COCKFIGHT'] },
  WS168: { name: 'WS168 Sabong', types: ['COCKFIGHT'] },
};

/** Signature slot titles per vendor, listed before the generated ones. */
export const SIGNATURE_SLOTS: Record<string, string[]> = {
  PG: [
    'Mahjong Ways',
    'Mahjong Ways 2',
    'Fortune Tiger',
    'Fortune Ox',
    'Fortune Rabbit',
    'Fortune Mouse',
    'Lucky Neko',
    'Treasures of Aztec',
    'Wild Bandito',
    'Ganesha Gold',
    'Dragon Hatch',
    'Caishen Wins',
    'Dream of Macau',
    'Queen of Bounty',
    'Phoenix Rises',
    'Jewels of Prosperity',
    'Shaolin Soccer',
    'Legend of Perseus',
    'Wild Fireworks',
    'Medusa II',
  ],
  PP: [
    'Sweet Bonanza',
    'Gates of Olympus',
    'Starlight Princess',
    'Sugar Rush',
    'The Dog House',
    'Wolf Gold',
    'Great Rhino',
    'Fruit Party',
    'Big Bass Bonanza',
    'Aztec Gems',
    'Wild West Gold',
    'Madame Destiny',
  ],
  JL: [
    'Super Ace',
    'Golden Empire',
    'Boxing King',
    'Crazy777',
    'Fortune Gems',
    'Fortune Gems 2',
    'Money Coming',
    'Charge Buffalo',
    'Jungle King',
    'Lucky Coming',
    'Mega Ace',
    'Golden Bank',
    'Pharaoh Treasure',
    'Sweet Land',
  ],
  JDB: ['Lucky Seven', 'Fortune Treasure', 'Dragons World', 'Caishen Coming', 'Mayan Gold', 'Kingsman', 'Lantern Wealth', 'Winning Mask'],
  CQ9: ['Jump High', 'God of War', 'Fire Chibi', 'Rave Jump', 'Dragon Heart', 'Zeus', 'Jewel Luxury', 'Good Fortune'],
  FC: ['Night Market', 'Golden Genie', 'Lucky Fortunes', 'Chinese New Year', 'Treasure Cruise', 'Pong Pong Hu'],
  PT: ['Age of the Gods', 'Great Blue', 'Buffalo Blitz', 'Halloween Fortune', 'Wu Long', 'Heart of the Frontier'],
  SPADE: ['Golden Lotus', 'Dancing Fever', 'Fiery Sevens', 'Caishen Riches', 'Mr Chicken', 'Lucky Koi'],
  HABA: ['Hot Hot Fruit', 'Koi Gate', 'Wealth Inn', 'Lantern Luck', 'Fa Cai Shen', 'Nine Tails'],
  JOKER: ['Roma', 'Lucky God', 'Dolphin Reef', 'Panther Moon', 'Burning Pearl', 'Fish Hunter Spongebob'],
};

const FIRST = [
  'Fortune',
  'Golden',
  'Lucky',
  'Mega',
  'Wild',
  'Royal',
  'Mystic',
  'Jade',
  'Dragon',
  'Tiger',
  'Phoenix',
  'Emperor',
  'Lotus',
  'Pharaoh',
  'Aztec',
  'Viking',
  'Samurai',
  'Ninja',
  'Panda',
  'Koi',
  'Buffalo',
  'Lion',
  'Wolf',
  'Eagle',
  'Diamond',
  'Ruby',
  'Sapphire',
  'Ocean',
  'Jungle',
  'Candy',
  'Cherry',
  'Neon',
  'Cosmic',
  'Thunder',
  'Fire',
  'Frozen',
  'Magic',
  'Sakura',
  'Bamboo',
  'Crystal',
];
const SECOND = [
  'Riches',
  'Gems',
  'Treasures',
  'Kingdom',
  'Quest',
  'Legends',
  'Spins',
  'Blitz',
  'Rush',
  'Party',
  'Bonanza',
  'Palace',
  'Temple',
  'Empire',
  'Dynasty',
  'Nights',
  'Wins',
  'Link',
  'Reels',
  'Hunter',
  'Festival',
  'Gold',
  'Jackpot',
  'Wealth',
  'Coins',
];
const SUFFIX = ['', '', '', '', '', ' Deluxe', ' Megaways', ' 2', ' Hold & Win', ' Xtreme'];

/** A small seeded generator, so every start builds the same catalogue. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** `count` distinct slot names for one vendor: its signature titles, then generated ones. */
export function slotNames(vendor: string, count: number, seed: number): string[] {
  const random = seeded(seed);
  const names = new Set(SIGNATURE_SLOTS[vendor] ?? []);
  while (names.size < count) {
    const first = pick(FIRST, random);
    const second = pick(SECOND, random);
    if (first === second) continue;
    names.add(`${first} ${second}${pick(SUFFIX, random)}`);
  }
  return [...names].slice(0, count);
}

export const FISH_NAMES = [
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
  'Fishing War',
  'Boom Legend',
];

/** Live tables: the vendor's rooms of each game. */
export const LIVE_TABLES = ['Baccarat', 'Speed Baccarat', 'Lightning Roulette', 'Dragon Tiger', 'Sic Bo', 'Blackjack VIP', 'Fan Tan', 'Crazy Time'];
export const TABLE_ROOMS = ['A', 'B', 'C'];

export const PVP_NAMES = [
  'Teen Patti',
  'Rummy',
  'Andar Bahar',
  'Pusoy',
  'Tongits Go',
  'Blackjack Duel',
  'Poker King',
  'Big Two',
  'Capsa Susun',
  'Texas Hold’em',
  'Niu Niu',
  'Sabong Cards',
];

export const BGS_NAMES = ['Chinese Chess', 'Ludo Royale', 'Mahjong Solitaire', 'Gomoku', 'Checkers Pro', 'Dominoes', 'Xiangqi Master', 'Sudoku Cash'];

/** Lottery games with the codes the lottery lobby takes (route query gameCode). */
export const LOTTERY_GAMES: Record<string, Array<{ name: string; code: string; type: GameType }>> = {
  TCG_LOTTO_VN: [
    { name: 'Miền Bắc', code: 'VN_MIENBAC', type: 'LOTT' },
    { name: 'Hồ Chí Minh', code: 'VN_HOCHIMINH', type: 'LOTT' },
    { name: 'Đà Lạt', code: 'VN_DALAT', type: 'LOTT' },
    { name: 'VN Keno 45s', code: 'VN_KENO45', type: 'ELOTT' },
  ],
  TCG_SEA: [
    { name: 'Sea Lottery 3D', code: 'SEA_3D', type: 'LOTT' },
    { name: 'Sea Lottery 4D', code: 'SEA_4D', type: 'LOTT' },
  ],
  LOTT: [
    { name: 'Magnum 4D', code: 'LOTT_MAGNUM4D', type: 'LOTT' },
    { name: 'Toto 6/45', code: 'LOTT_TOTO645', type: 'LOTT' },
    { name: 'Da Ma Cai 1+3D', code: 'LOTT_DMC', type: 'LOTT' },
  ],
  ELOTT: [
    { name: 'Keno', code: 'ELOTT_KENO', type: 'ELOTT' },
    { name: 'Lucky 5D', code: 'ELOTT_5D', type: 'ELOTT' },
    { name: 'Fast 3', code: 'ELOTT_FAST3', type: 'ELOTT' },
    { name: 'PK10 Racing', code: 'ELOTT_PK10', type: 'ELOTT' },
  ],
};

/** Sports, e-sports and cockfight vendors are played in their own lobby. */
export const LOBBY_NAMES: Partial<Record<GameType, string>> = {
  SPORTS: 'Sportsbook',
  ESPORTS: 'eSports Arena',
  COCKFIGHT: 'Cockfight Arena',
};
