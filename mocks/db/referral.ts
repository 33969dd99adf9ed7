import type { ReferralFriend } from '@generated/model';
import { PERMISSION } from './site-config';

/** Invite friends (availablePromo REFERRAL): a member's code and the friends it brought. */

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
