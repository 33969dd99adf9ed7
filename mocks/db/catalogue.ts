import type { Game, Vendor } from '@generated/model';
import {
  BGS_NAMES,
  FISH_NAMES,
  LIVE_TABLES,
  LOBBY_NAMES,
  LOTTERY_GAMES,
  PVP_NAMES,
  seeded,
  slotNames,
  TABLE_ROOMS,
  VENDORS,
  type GameType,
} from './catalogue-names';

export { VENDORS } from './catalogue-names';

/**
 * A deterministic catalogue of about 1,100 games: the vendors the spec names
 * per category, real-looking names, hot and new flags, sub-types, two vendor
 * groups (isGame VASSALAGE), a few games under maintenance and two whose icon
 * is missing (the default icon shows). Icons are drawn by the mocks
 * (/mock-assets/...), so the lobby looks right offline.
 */
const TYPE_DIGIT: Partial<Record<GameType, string>> = {
  RNG: '1',
  LIVE: '2',
  FISH: '3',
  PVP: '4',
  BGS: '5',
  SPORTS: '6',
  ESPORTS: '7',
  LOTT: '8',
  ELOTT: '9',
  COCKFIGHT: '10',
};

/** SPEC 9: the in-house group INHOUSE is vendor JL. */
export const INHOUSE_VENDOR = 'JL';
export const SLOTS_PER_VENDOR = 90;

const MAINTENANCE = new Set(['PG:Dragon Hatch', 'JL:Golden Bank', 'EG2:Crazy Time A', 'JDB:Dinosaur Tycoon']);
const MISSING_ICON = new Set(['PP:Madame Destiny', 'HABA:Nine Tails']);
const VENDOR_CODES = Object.keys(VENDORS);

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}

function namesFor(code: string, gameType: GameType): Array<{ name: string; code?: string }> {
  switch (gameType) {
    case 'RNG':
      return slotNames(code, SLOTS_PER_VENDOR, VENDOR_CODES.indexOf(code) + 11).map((name) => ({ name }));
    case 'FISH':
      return FISH_NAMES.slice(VENDOR_CODES.indexOf(code) % 4, (VENDOR_CODES.indexOf(code) % 4) + 8).map((name) => ({ name }));
    case 'LIVE': {
      const tables = code === 'SEXY' ? ['Sexy Baccarat', 'Sexy Speed Baccarat', 'Sexy Dragon Tiger', 'Sexy Sic Bo'] : LIVE_TABLES;
      return tables.flatMap((table) => TABLE_ROOMS.map((room) => ({ name: `${table} ${room}` })));
    }
    case 'PVP':
      return (code === 'BGS' ? PVP_NAMES.slice(6) : PVP_NAMES).map((name) => ({ name }));
    case 'BGS':
      return BGS_NAMES.map((name) => ({ name }));
    case 'LOTT':
    case 'ELOTT':
      return (LOTTERY_GAMES[code] ?? []).filter((game) => game.type === gameType).map(({ name, code: gameCode }) => ({ name, code: gameCode }));
    default:
      return [{ name: `${VENDORS[code]?.name ?? code} ${LOBBY_NAMES[gameType] ?? ''}`.trim(), code: 'LOBBY' }];
  }
}

function classifyFor(gameType: GameType, roll: number): Game['gameClassify'] {
  if (gameType === 'RNG') return roll < 0.16 ? 'JP' : roll < 0.26 ? 'AC' : roll < 0.33 ? 'TG' : undefined;
  if (gameType === 'FISH') return roll < 0.7 ? 'AC' : 'JP';
  if (gameType === 'LIVE' || gameType === 'PVP' || gameType === 'BGS') return 'TG';
  return undefined;
}

function buildCatalogue(): Game[] {
  const games: Game[] = [];
  const random = seeded(20261121);
  VENDOR_CODES.forEach((code, vendorIndex) => {
    const vendor = VENDORS[code];
    if (!vendor) return;
    for (const gameType of vendor.types) {
      const prefix = `${TYPE_DIGIT[gameType] ?? '0'}${String(vendorIndex + 1).padStart(2, '0')}`;
      if (vendor.groupedIn?.includes(gameType)) {
        games.push({
          nodeId: `${prefix}0000`,
          vassalage: code,
          gameType,
          gameId: `${code}-GROUP`,
          gameCode: code,
          gameName: `${vendor.name} Hall`,
          displayName: `${vendor.name} Hall`,
          iconUrl: `/mock-assets/games/${prefix}0000.svg`,
          isHot: 1,
          isNew: 0,
          isGame: 'VASSALAGE',
          underMaintenance: false,
        });
      }
      namesFor(code, gameType).forEach(({ name, code: gameCode }, index) => {
        const nodeId = `${prefix}${String(index + 1).padStart(4, '0')}`;
        const key = `${code}:${name}`;
        const roll = random();
        games.push({
          nodeId,
          vassalage: code,
          gameType,
          gameId: String(1000 + index * 7 + vendorIndex),
          gameCode: gameCode ?? slug(name),
          gameName: name,
          displayName: name,
          iconUrl: MISSING_ICON.has(key) ? `/mock-assets/missing/${nodeId}.png` : `/mock-assets/games/${nodeId}.svg`,
          // Signature titles lead the hot list, plus a sprinkle of the rest.
          isHot: index < 5 || roll > 0.9 ? 1 : 0,
          isNew: roll < 0.1 || (index >= 5 && index < 7) ? 1 : 0,
          gameClassify: classifyFor(gameType, random()),
          isGame: null,
          underMaintenance: MAINTENANCE.has(key),
        });
      });
    }
  });
  return games;
}

export const CATALOGUE: readonly Game[] = buildCatalogue();
const BY_ID = new Map(CATALOGUE.map((game) => [game.nodeId, game]));

export function findGame(nodeId: string): Game | undefined {
  return BY_ID.get(nodeId);
}

export function vendorCode(vassalage: string | null | undefined): string | null {
  if (!vassalage) return null;
  return vassalage.toUpperCase() === 'INHOUSE' ? INHOUSE_VENDOR : vassalage.toUpperCase();
}

export type CatalogueQuery = {
  gameType?: string | null;
  vassalage?: string | null;
  gameClassify?: string | null;
  keyword?: string | null;
  isHot?: boolean;
  isNew?: boolean;
};

/**
 * The listGames rules: filters as asked; without a vendor filter or search a
 * grouped vendor shows as its one group card, with a vendor filter the
 * group's own games are listed instead of the card.
 */
export function queryCatalogue(query: CatalogueQuery): Game[] {
  const vendor = vendorCode(query.vassalage);
  const keyword = query.keyword?.trim().toLowerCase() ?? '';
  return CATALOGUE.filter((game) => {
    if (query.gameType && game.gameType !== query.gameType) return false;
    if (vendor && game.vassalage !== vendor) return false;
    if (query.gameClassify && game.gameClassify !== query.gameClassify) return false;
    if (query.isHot && game.isHot !== 1) return false;
    if (query.isNew && game.isNew !== 1) return false;
    if (keyword && !`${game.gameName} ${game.displayName}`.toLowerCase().includes(keyword)) return false;
    const grouped = VENDORS[game.vassalage]?.groupedIn?.includes(game.gameType) ?? false;
    if (!grouped) return true;
    const isGroupCard = game.isGame === 'VASSALAGE';
    if (vendor || keyword) return !isGroupCard;
    return isGroupCard;
  });
}

export function vendorsOf(gameType?: GameType): Vendor[] {
  return Object.entries(VENDORS).flatMap(([code, vendor]) =>
    vendor.types
      .filter((type) => !gameType || type === gameType)
      .map((type) => ({ vassalage: code, displayName: vendor.name, gameType: type, lagerIcon: `/mock-assets/vendors/${code.toLowerCase()}.svg` })),
  );
}

/** Popular = hot and playable, of the asked category when it has enough. */
export function popularGames(gameType?: string | null, limit = 12): Game[] {
  const playable = CATALOGUE.filter((game) => game.isHot === 1 && !game.underMaintenance && game.isGame !== 'VASSALAGE');
  const own = playable.filter((game) => !gameType || game.gameType === gameType);
  return (own.length >= 4 ? own : playable.filter((game) => game.gameType === 'RNG')).slice(0, limit);
}

/** Games a demo favourite list can hold (not group cards). */
export function favouriteCandidates(): Game[] {
  return CATALOGUE.filter((game) => game.isGame !== 'VASSALAGE');
}
