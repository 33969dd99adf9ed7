import dayjs from 'dayjs';
import type {
  Activity,
  ActivityStatus,
  GameType,
  Promotion,
  PromotionCategory,
  PromotionKind,
  RebateEntry,
  RedEnvelope,
  ReferralFriend,
} from '@generated/model';
import { betHistory } from './bets';
import type { Lang, Text } from './lang';
import { PERMISSION, WHITELABEL } from './site-config';
import type { DbState } from './store';

/**
 * The promotions domain: the promotions page's cards, each member's standing
 * in them (the reward centre), red envelopes, the manual rebate and the
 * friends a member invited. A member's state is seeded on first use (demo
 * stands in every status of SPEC 4), so resetting the store starts over.
 */
type Seed = {
  promotionId: string;
  category: PromotionCategory;
  kind: PromotionKind;
  image: string;
  startTime: string;
  endTime: string | null;
  /** The promotion's own state: open for applying, coming soon or closed. */
  status: Extract<ActivityStatus, 'join' | 'comingSoon' | 'closed'>;
  /** Reviewed by the operator (apply -> applying) or joined at once (apply -> joined). */
  reviewed: boolean;
  rewardAmount: number | null;
  title: Text;
  summary: Text;
  content: string;
};

const steps = (...items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
const terms = `<h3>Terms</h3><ul><li>One claim per member, household and device.</li><li>Bonus amounts carry a 10x turnover requirement before withdrawal.</li><li>The operator may change or end the promotion at any time.</li></ul>`;

export const PROMOTIONS: readonly Seed[] = [
  {
    promotionId: 'PR-WELCOME-100',
    category: 'newPlayer',
    kind: 'bonus',
    image: 'welcome-bonus',
    startTime: '2026-01-01 00:00:00',
    endTime: null,
    status: 'join',
    reviewed: true,
    rewardAmount: 100,
    title: { EN: 'Welcome bonus 100%', MY: 'ကြိုဆိုဘောနပ်စ် 100%', MS: 'Bonus alu-aluan 100%' },
    summary: {
      EN: 'Double your first deposit, up to RM 100.',
      MY: 'ပထမဆုံး ငွေသွင်းမှုကို RM 100 အထိ နှစ်ဆ ရယူပါ။',
      MS: 'Gandakan deposit pertama anda, sehingga RM 100.',
    },
    content: `<h3>How it works</h3>${steps('Register and verify your mobile number.', 'Make your first deposit of at least RM 30.', 'Apply here: we match it 100%, up to RM 100.')}${terms}`,
  },
  {
    promotionId: 'PR-SLOT-WEEKLY',
    category: 'rng',
    kind: 'bonus',
    image: 'slot-reload',
    startTime: '2026-11-01 00:00:00',
    endTime: '2026-12-31 23:59:59',
    status: 'join',
    reviewed: true,
    rewardAmount: 300,
    title: { EN: 'Weekly slot reload 30%', MY: 'အပတ်စဉ် စလော့ ပြန်ဖြည့် 30%', MS: 'Tambah nilai slot mingguan 30%' },
    summary: {
      EN: 'Every Monday, 30% extra on your slot deposit, up to RM 300.',
      MY: 'တနင်္လာနေ့တိုင်း စလော့ ငွေသွင်းမှုအပေါ် 30% ထပ်ဆောင်း၊ RM 300 အထိ။',
      MS: 'Setiap Isnin, 30% tambahan untuk deposit slot anda, sehingga RM 300.',
    },
    content: `<h3>How it works</h3>${steps('Deposit at least RM 50 on a Monday.', 'Apply before you play.', 'Our team reviews the application within 2 hours.')}<p><strong>Games:</strong> all slots except jackpot games.</p>${terms}`,
  },
  {
    promotionId: 'PR-CASHBACK-LIVE',
    category: 'live',
    kind: 'bonus',
    image: 'live-cashback',
    startTime: '2026-11-01 00:00:00',
    endTime: '2026-11-30 23:59:59',
    status: 'join',
    reviewed: true,
    rewardAmount: 58.8,
    title: { EN: 'Live casino cashback 5%', MY: 'တိုက်ရိုက်ကာစီနို ငွေပြန်အမ်း 5%', MS: 'Pulangan tunai kasino langsung 5%' },
    summary: {
      EN: '5% of your weekly live casino losses back, every Tuesday.',
      MY: 'အပတ်စဉ် တိုက်ရိုက်ကာစီနို ရှုံးငွေ၏ 5% ကို အင်္ဂါနေ့တိုင်း ပြန်ရယူပါ။',
      MS: '5% daripada kerugian kasino langsung mingguan anda dipulangkan, setiap Selasa.',
    },
    content: `<h3>How it works</h3>${steps('Play baccarat, roulette or game shows.', 'Your net loss from Monday to Sunday is counted.', 'Claim 5% back in the reward centre on Tuesday.')}${terms}`,
  },
  {
    promotionId: 'RAFFLE-2026-11',
    category: 'gaming',
    kind: 'raffle',
    image: 'lucky-draw',
    startTime: '2026-11-01 00:00:00',
    endTime: '2026-11-30 23:59:59',
    status: 'join',
    reviewed: false,
    rewardAmount: 8.88,
    title: { EN: 'November lucky draw', MY: 'နိုဝင်ဘာ ကံစမ်းမဲ', MS: 'Cabutan bertuah November' },
    summary: {
      EN: 'Every RM 500 of valid bets is one ticket. Prizes up to RM 8,888.',
      MY: 'အကျုံးဝင် လောင်းကြေး RM 500 တိုင်း လက်မှတ်တစ်စောင်။ ဆုငွေ RM 8,888 အထိ။',
      MS: 'Setiap RM 500 pertaruhan sah ialah satu tiket. Hadiah sehingga RM 8,888.',
    },
    content: `<h3>Prizes</h3><ul><li>Grand prize: RM 8,888</li><li>10 second prizes: RM 888</li><li>500 lucky prizes: RM 8.88</li></ul><p>The draw is on the last day of the month; winners claim their prize in the reward centre.</p>${terms}`,
  },
  {
    promotionId: 'PR-MISSION-WEEKLY',
    category: 'rank',
    kind: 'bonus',
    image: 'weekly-mission',
    startTime: '2026-11-16 00:00:00',
    endTime: '2026-11-22 23:59:59',
    status: 'join',
    reviewed: false,
    rewardAmount: 8.88,
    title: { EN: 'Weekly mission: bet RM 5,000', MY: 'အပတ်စဉ် မစ်ရှင်- RM 5,000 လောင်းပါ', MS: 'Misi mingguan: bertaruh RM 5,000' },
    summary: {
      EN: 'Reach RM 5,000 of valid bets this week and climb the leaderboard.',
      MY: 'ဤအပတ် အကျုံးဝင် လောင်းကြေး RM 5,000 ပြည့်အောင် ကစားပြီး အဆင့်ဇယားတွင် တက်လှမ်းပါ။',
      MS: 'Capai RM 5,000 pertaruhan sah minggu ini dan naik papan pendahulu.',
    },
    content: `<h3>Missions</h3>${steps('Bet RM 5,000 on any game: RM 8.88.', 'Top 5 of the leaderboard win up to RM 888.')}${terms}`,
  },
  {
    promotionId: 'PR-SPORTS-PARLAY',
    category: 'sports',
    kind: 'bonus',
    image: 'parlay-insurance',
    startTime: '2026-08-01 00:00:00',
    endTime: '2027-05-31 23:59:59',
    status: 'join',
    reviewed: true,
    rewardAmount: 200,
    title: { EN: 'Parlay insurance', MY: 'ပါလေ အာမခံ', MS: 'Insurans parlay' },
    summary: {
      EN: 'Lose a 5-leg parlay by one leg and get your stake back, up to RM 200.',
      MY: 'ခြေ ၅ ခု ပါလေကို တစ်ခုတည်းဖြင့် ရှုံးပါက လောင်းကြေးကို RM 200 အထိ ပြန်ရပါမည်။',
      MS: 'Kalah parlay 5 perlawanan dengan satu perlawanan dan dapatkan semula pertaruhan, sehingga RM 200.',
    },
    content: `<h3>How it works</h3>${steps('Place a parlay of 5 or more legs at odds of 1.50 or more each.', 'If exactly one leg loses, apply with the ticket number.')}${terms}`,
  },
  {
    promotionId: 'PR-DEPOSIT-DAILY',
    category: 'deposit',
    kind: 'bonus',
    image: 'daily-deposit',
    startTime: '2026-11-01 00:00:00',
    endTime: '2026-12-31 23:59:59',
    status: 'join',
    reviewed: true,
    rewardAmount: 50,
    title: { EN: 'Daily first deposit 10%', MY: 'နေ့စဉ် ပထမ ငွေသွင်း 10%', MS: 'Deposit pertama harian 10%' },
    summary: {
      EN: '10% extra on your first deposit of the day, up to RM 50.',
      MY: 'နေ့စဉ် ပထမ ငွေသွင်းမှုအပေါ် 10% ထပ်ဆောင်း၊ RM 50 အထိ။',
      MS: '10% tambahan untuk deposit pertama hari ini, sehingga RM 50.',
    },
    content: `<h3>How it works</h3>${steps('Deposit at least RM 30.', 'Apply the same day.', 'The bonus is credited once the deposit is confirmed.')}${terms}`,
  },
  {
    promotionId: 'PR-FISH-TOURNAMENT',
    category: 'fish',
    kind: 'bonus',
    image: 'fishing-tournament',
    startTime: '2026-11-15 00:00:00',
    endTime: '2026-11-28 23:59:59',
    status: 'join',
    reviewed: false,
    rewardAmount: 1888,
    title: { EN: 'Fishing tournament', MY: 'ငါးဖမ်း ပြိုင်ပွဲ', MS: 'Kejohanan memancing' },
    summary: {
      EN: 'The biggest catch of the fortnight wins RM 1,888.',
      MY: 'နှစ်ပတ်အတွင်း အကြီးဆုံး ဖမ်းမိသူ RM 1,888 ရရှိမည်။',
      MS: 'Tangkapan terbesar dalam dua minggu memenangi RM 1,888.',
    },
    content: `<h3>How it works</h3>${steps('Join, then play any fishing game.', 'Your biggest single win counts.')}${terms}`,
  },
  {
    promotionId: 'PR-LOTTO-XMAS',
    category: 'lotto',
    kind: 'bonus',
    image: 'christmas-lottery',
    startTime: '2026-12-20 00:00:00',
    endTime: '2026-12-26 23:59:59',
    status: 'comingSoon',
    reviewed: false,
    rewardAmount: null,
    title: { EN: 'Christmas lottery week', MY: 'ခရစ္စမတ် ထီ အပတ်', MS: 'Minggu loteri Krismas' },
    summary: {
      EN: 'Free lottery tickets with every deposit during Christmas week.',
      MY: 'ခရစ္စမတ် အပတ်အတွင်း ငွေသွင်းတိုင်း အခမဲ့ ထီလက်မှတ်။',
      MS: 'Tiket loteri percuma dengan setiap deposit pada minggu Krismas.',
    },
    content: `<p>Starts on 20 December. Every deposit of RM 50 gives one free 4D ticket.</p>${terms}`,
  },
  {
    promotionId: 'PR-PVP-MASTERS',
    category: 'pvp',
    kind: 'bonus',
    image: 'card-masters',
    startTime: '2026-10-01 00:00:00',
    endTime: '2026-10-31 23:59:59',
    status: 'closed',
    reviewed: false,
    rewardAmount: 888,
    title: { EN: 'Card masters', MY: 'ကတ်ချန်ပီယံ', MS: 'Juara kad' },
    summary: {
      EN: 'The October card-game league has ended. Thanks for playing!',
      MY: 'အောက်တိုဘာ ကတ်ဂိမ်း လိဂ် ပြီးဆုံးပါပြီ။ ကစားပေးသည့်အတွက် ကျေးဇူးတင်ပါသည်။',
      MS: 'Liga permainan kad Oktober telah tamat. Terima kasih kerana bermain!',
    },
    content: `<p>Winners were announced on 1 November.</p>`,
  },
  {
    promotionId: 'PR-REBATE-DAILY',
    category: 'rebate',
    kind: 'bonus',
    image: 'daily-rebate',
    startTime: '2026-01-01 00:00:00',
    endTime: null,
    status: 'join',
    reviewed: false,
    rewardAmount: null,
    title: { EN: 'Unlimited rebate up to 0.8%', MY: 'အကန့်အသတ်မဲ့ ပြန်အမ်းငွေ 0.8% အထိ', MS: 'Rebat tanpa had sehingga 0.8%' },
    summary: {
      EN: 'Claim your rebate on every valid bet, any time, in Manual rebate.',
      MY: 'အကျုံးဝင် လောင်းကြေးတိုင်းအတွက် ပြန်အမ်းငွေကို အချိန်မရွေး ရယူပါ။',
      MS: 'Tuntut rebat untuk setiap pertaruhan sah, bila-bila masa, di Rebat manual.',
    },
    content: `<h3>Rates</h3><ul><li>Slots 0.8%</li><li>Fishing 0.7%</li><li>Sports 0.6%</li><li>Live casino 0.5%</li><li>Card games 0.4%</li><li>Lottery 0.3%</li></ul>`,
  },
  {
    promotionId: 'PR-POINTS-DOUBLE',
    category: 'point',
    kind: 'bonus',
    image: 'double-points',
    startTime: '2026-11-20 00:00:00',
    endTime: '2026-11-23 23:59:59',
    status: 'join',
    reviewed: false,
    rewardAmount: null,
    title: { EN: 'Double points weekend', MY: 'ပွိုင့် နှစ်ဆ ပိတ်ရက်', MS: 'Hujung minggu mata berganda' },
    summary: {
      EN: 'Join and earn twice the points on every bet this weekend.',
      MY: 'ဤပိတ်ရက်တွင် လောင်းကြေးတိုင်းအတွက် ပွိုင့် နှစ်ဆ ရယူပါ။',
      MS: 'Sertai dan dapatkan dua kali mata untuk setiap pertaruhan hujung minggu ini.',
    },
    content: `<p>Points never expire and can be redeemed in the points mall.</p>`,
  },
  {
    promotionId: 'PR-APP-DOWNLOAD',
    category: 'download',
    kind: 'bonus',
    image: 'app-bonus',
    startTime: '2026-01-01 00:00:00',
    endTime: null,
    status: 'join',
    reviewed: true,
    rewardAmount: 8.88,
    title: { EN: 'Get the app, get RM 8.88', MY: 'အက်ပ်ကို ရယူပြီး RM 8.88 ရယူပါ', MS: 'Muat turun aplikasi, dapat RM 8.88' },
    summary: {
      EN: 'Install our app and log in once to receive RM 8.88.',
      MY: 'ကျွန်ုပ်တို့၏ အက်ပ်ကို ထည့်သွင်းပြီး တစ်ကြိမ် ဝင်ရောက်ကာ RM 8.88 ရယူပါ။',
      MS: 'Pasang aplikasi kami dan log masuk sekali untuk menerima RM 8.88.',
    },
    content: `<h3>How it works</h3>${steps('Open App download and follow the guide for your phone.', 'Log in once in the app.', 'Apply here; we check the first app login.')}`,
  },
  {
    promotionId: 'PR-BIRTHDAY',
    category: 'other',
    kind: 'bonus',
    image: 'birthday-gift',
    startTime: '2026-01-01 00:00:00',
    endTime: null,
    status: 'join',
    reviewed: true,
    rewardAmount: 88,
    title: { EN: 'Birthday gift', MY: 'မွေးနေ့ လက်ဆောင်', MS: 'Hadiah hari jadi' },
    summary: {
      EN: 'A gift of RM 88 in your birthday month.',
      MY: 'သင့်မွေးလတွင် RM 88 လက်ဆောင်။',
      MS: 'Hadiah RM 88 pada bulan hari jadi anda.',
    },
    content: `<p>Add your birthday in the security centre, then apply in your birthday month.</p>${terms}`,
  },
];

/** A member's standing in one promotion. */
export type Standing = { status: ActivityStatus; rewardAmount?: number | null; updatedTime?: string | null; remark?: string | null };

export type PromotionsState = {
  standings: Record<string, Standing>;
  envelopes: RedEnvelope[];
  /** When each game type's manual rebate was last claimed (bets after it count). */
  rebateClaimedAt: Partial<Record<GameType, string>>;
};

/** demo stands in every status of SPEC 4, has red envelopes and claimed a rebate three days ago. */
function seedFor(username: string): PromotionsState {
  if (username !== 'demo') return { standings: {}, envelopes: [], rebateClaimedAt: {} };
  return {
    standings: {
      'PR-WELCOME-100': { status: 'claimed', rewardAmount: 100, updatedTime: '2026-09-02 18:20:00' },
      'PR-APP-DOWNLOAD': { status: 'applying', updatedTime: '2026-11-20 21:04:00' },
      'PR-CASHBACK-LIVE': { status: 'issued', rewardAmount: 58.8, updatedTime: '2026-11-18 09:00:00' },
      'RAFFLE-2026-11': { status: 'issued', rewardAmount: 8.88, updatedTime: '2026-11-20 12:00:00' },
      'PR-MISSION-WEEKLY': { status: 'issued', rewardAmount: 8.88, updatedTime: '2026-11-19 16:42:00' },
      'PR-SPORTS-PARLAY': { status: 'rejected', updatedTime: '2026-11-12 11:30:00', remark: 'Ticket PG-2611110004 has only 4 legs; 5 are needed.' },
      'PR-DEPOSIT-DAILY': { status: 'processing', rewardAmount: 50, updatedTime: '2026-11-21 07:40:00' },
      'PR-FISH-TOURNAMENT': { status: 'joined', updatedTime: '2026-11-16 20:00:00' },
      'PR-PVP-MASTERS': { status: 'closed' },
    },
    envelopes: [
      { envelopeId: 'RE-2026-1121-01', title: 'Weekend lucky envelope', expireTime: '2026-11-23 23:59:59', status: 'unopened', amount: null },
      { envelopeId: 'RE-2026-1114-01', title: 'Loyalty envelope', expireTime: '2026-11-16 23:59:59', status: 'opened', amount: 12.5 },
      { envelopeId: 'RE-2026-1101-01', title: 'Monthly envelope', expireTime: '2026-11-03 23:59:59', status: 'expired', amount: null },
    ],
    rebateClaimedAt: {},
  };
}

/** The amount inside an envelope, decided when the envelope is made (here: from its id, so the demo is repeatable). */
export function envelopeAmount(envelopeId: string): number {
  const sum = [...envelopeId].reduce((total, char) => total + char.charCodeAt(0), 0);
  return [8.88, 18.88, 28.88, 6.66, 16.88][sum % 5] ?? 8.88;
}

/** The member's promotions state (seeded on first use). Read it, or change it inside `db.update`. */
export function promotionsOf(state: DbState, username: string): PromotionsState {
  const all = (state.promotions ??= {});
  return (all[username] ??= seedFor(username));
}

const textIn = (text: Text, lang: Lang) => text[lang] || text.EN;

export function promotionCard(seed: Seed, lang: Lang): Promotion {
  return {
    promotionId: seed.promotionId,
    title: textIn(seed.title, lang),
    category: seed.category,
    kind: seed.kind,
    imageUrl: `/mock-assets/promotions/${seed.image}.svg`,
    startTime: seed.startTime,
    endTime: seed.endTime,
    summary: textIn(seed.summary, lang),
    content: seed.content,
    status: seed.status,
    rewardAmount: seed.rewardAmount,
  };
}

/** Open promotions first, then coming soon, then closed (each in seed order). */
const ORDER: Record<Seed['status'], number> = { join: 0, comingSoon: 1, closed: 2 };
export const sortedPromotions = () => [...PROMOTIONS].sort((a, b) => ORDER[a.status] - ORDER[b.status]);

/** A member's activity in a promotion: their standing, or the promotion's own state before they take part. */
export function activityOf(seed: Seed, standing: Standing | undefined, lang: Lang): Activity {
  return {
    promotionId: seed.promotionId,
    title: textIn(seed.title, lang),
    category: seed.category,
    kind: seed.kind,
    imageUrl: `/mock-assets/promotions/${seed.image}.svg`,
    startTime: seed.startTime,
    endTime: seed.endTime,
    status: seed.status === 'join' ? (standing?.status ?? 'join') : seed.status,
    rewardAmount: standing?.rewardAmount ?? seed.rewardAmount,
    updatedTime: standing?.updatedTime ?? null,
    remark: standing?.remark ?? null,
  };
}

/** Rewards ready to claim: issued activities and unopened envelopes (the rewardCenter badge). */
export function claimableCount(promotions: PromotionsState): number {
  const issued = Object.values(promotions.standings).filter((standing) => standing.status === 'issued').length;
  return issued + promotions.envelopes.filter((envelope) => envelope.status === 'unopened').length;
}

/** The weekly mission's reward, while it waits in the reward centre (the missionLeaderboard badge). */
export function missionClaimable(promotions: PromotionsState): { count: number; reward: number } {
  const mission = promotions.standings['PR-MISSION-WEEKLY'];
  return mission?.status === 'issued' ? { count: 1, reward: mission.rewardAmount ?? 0 } : { count: 0, reward: 0 };
}

// --- Manual rebate (MANPLAYREB3) ---

export const REBATE_RATES: Partial<Record<GameType, number>> = { RNG: 0.008, FISH: 0.007, SPORTS: 0.006, LIVE: 0.005, PVP: 0.004, LOTT: 0.003 };
export const MIN_REBATE_CLAIM = 1;
/** Without an earlier claim, bets of the last three days count. */
const REBATE_WINDOW_DAYS = 3;

const cents = (amount: number) => Math.round(amount * 100) / 100;

export function rebateEntries(username: string, claimedAt: PromotionsState['rebateClaimedAt'], now: Date = new Date()): RebateEntry[] {
  const nowText = dayjs(now).format('YYYY-MM-DD HH:mm:ss');
  const window = dayjs(now).subtract(REBATE_WINDOW_DAYS, 'day').format('YYYY-MM-DD HH:mm:ss');
  const valid = new Map<GameType, number>();
  for (const bet of betHistory(username, now)) {
    const since = claimedAt[bet.gameType] ?? window;
    if (bet.status !== 'settled' || bet.betTime <= since || bet.betTime > nowText) continue;
    valid.set(bet.gameType, (valid.get(bet.gameType) ?? 0) + bet.validBet);
  }
  return Object.entries(REBATE_RATES).map(([gameType, rate]) => {
    const validBet = cents(valid.get(gameType as GameType) ?? 0);
    return { gameType: gameType as GameType, validBet, rate: rate ?? 0, amount: cents(validBet * (rate ?? 0)) };
  });
}

/** The last claim of any game type, or null. */
export function lastRebateClaim(claimedAt: PromotionsState['rebateClaimedAt']): string | null {
  return Object.values(claimedAt).sort().at(-1) ?? null;
}

export const rebateEnabled = () => WHITELABEL.some((flag) => flag.modId === 'MANPLAYREB3' && flag.enabled);

// --- Referral (availablePromo REFERRAL) ---

export const referralEnabled = () => PERMISSION.availablePromo?.some((promo) => promo.code === 'REFERRAL' && promo.enabled) === true;
export const REFERRAL_REWARD = 50;
export const REFERRAL_MIN_DEPOSIT = 100;

/** A member's personal code: fixed for demo, derived from the account for the others. */
export function referralCode(username: string): string {
  if (username === 'demo') return 'DEMO8K2Q';
  return `${username
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()
    .slice(0, 6)}${username.length}R`;
}

const DEMO_FRIENDS: ReferralFriend[] = [
  { account: 'ko***88', registerTime: '2026-11-19 20:41:00', status: 'registered', reward: 0 },
  { account: 'su***21', registerTime: '2026-11-15 13:05:00', status: 'deposited', reward: 0 },
  { account: 'th***07', registerTime: '2026-11-09 09:12:00', status: 'qualified', reward: REFERRAL_REWARD },
  { account: 'my***mo', registerTime: '2026-10-28 22:30:00', status: 'qualified', reward: REFERRAL_REWARD },
  { account: 'ay***99', registerTime: '2026-10-11 18:47:00', status: 'registered', reward: 0 },
  { account: 'zi***45', registerTime: '2026-09-30 08:15:00', status: 'qualified', reward: REFERRAL_REWARD },
];

export const friendsOf = (username: string): ReferralFriend[] => (username === 'demo' ? DEMO_FRIENDS : []);
