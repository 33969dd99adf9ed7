/**
 * Demo personas (README "Demo accounts"). Agent types and trial: `@/api/member-types`; member 0;
 * trial 4 comes only from free play.
 */
export type MockMember = {
  id: number;
  username: string;
  password: string;
  nickname: string;
  type: number;
  mobileNum: string;
  /** The mobile number's country code, when the account was opened with one (an agent's new downline). */
  countryDialingCode?: string;
  email: string;
  currencySymbol: string;
  /** Main wallet. */
  balance: number;
  /** Vendor wallets (GCS_merchantWallet), by wallet code. */
  wallets: Record<string, number>;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  unreadMessages: number;
};

const base = {
  currencySymbol: 'RM',
  firstTimeLogin: false,
  passwordExpired: false,
  unreadMessages: 0,
  wallets: { PG: 0, JDB: 0, EG2: 0 },
};

export const PERSONAS: readonly MockMember[] = [
  {
    ...base,
    id: 10001,
    username: 'demo',
    password: 'Demo@1234',
    nickname: 'Demo Player',
    type: 0,
    mobileNum: '0123456789',
    email: 'demo@example.com',
    balance: 12345.67,
    wallets: { PG: 250.0, JDB: 0, EG2: 80.5 },
    unreadMessages: 3,
  },
  {
    ...base,
    id: 10002,
    username: 'newbie',
    password: '123456',
    nickname: 'Newbie',
    type: 0,
    mobileNum: '0123000111',
    email: 'newbie@example.com',
    balance: 50.0,
    firstTimeLogin: true,
  },
  {
    ...base,
    id: 10003,
    username: 'expired',
    password: 'Expired@1234',
    nickname: 'Old Timer',
    type: 0,
    mobileNum: '0123000222',
    email: 'expired@example.com',
    balance: 880.2,
    passwordExpired: true,
  },
  {
    ...base,
    id: 20001,
    username: 'agent1',
    password: 'Agent@1234',
    nickname: 'Agent One',
    type: 1,
    mobileNum: '0129000001',
    email: 'agent1@example.com',
    balance: 56000.0,
  },
  {
    ...base,
    id: 20002,
    username: 'agent2',
    password: 'Agent@1234',
    nickname: 'Agent Two',
    type: 2,
    mobileNum: '0129000002',
    email: 'agent2@example.com',
    balance: 23000.0,
  },
  {
    ...base,
    id: 20041,
    username: 'agent41',
    password: 'Agent@1234',
    nickname: 'Agent 41',
    type: 41,
    mobileNum: '0129000041',
    email: 'agent41@example.com',
    balance: 9100.0,
  },
  {
    ...base,
    id: 20042,
    username: 'agent42',
    password: 'Agent@1234',
    nickname: 'Agent 42',
    type: 42,
    mobileNum: '0129000042',
    email: 'agent42@example.com',
    balance: 4200.0,
  },
];

/** Accepted in mock mode for every SMS code (README). */
export const MOCK_SMS_CODE = '123456';
