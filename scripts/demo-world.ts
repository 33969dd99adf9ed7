/**
 * Records the demo world: drives the MSW handlers (the curated mock data) in
 * Node through a story of calls and keeps every answer, named, per operation
 * and status. scripts/contract-examples.mjs writes them into the Prism file,
 * so Prism and MSW serve the same world. Loaded through Vite's module runner
 * (aliases); time, ids and keys are pinned so the output is the same on every run.
 */
import { setupServer } from 'msw/node';
import { OPERATIONS, type ContractOperation } from '@generated/contract/operations';
import { CATALOGUE } from '@mocks/db/catalogue';
import { paymentTiming } from '@mocks/db/payments';
import { db, resetDb } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { badRequest, tooManyRequests } from '@mocks/handlers/respond';
import { mockKeys } from '@mocks/crypto';
import { setScenario, type Scenario } from '@mocks/scenario';

export type Example = { summary: string; value: unknown };
/** operationId -> status -> example name -> example */
export type World = Record<string, Record<string, Record<string, Example>>>;
/** operationId -> example name -> request body */
export type RequestExamples = Record<string, Record<string, Example>>;

const ORIGIN = 'http://demo.local';

type Call = {
  operationId: string;
  name: string;
  summary: string;
  /** Persona whose session sends the call; a protected operation defaults to demo. */
  as?: string;
  /** Send no token even to a protected operation. */
  guest?: boolean;
  path?: string;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  form?: Record<string, string>;
  /** The body is sent as an EncryptedPayload (x-encrypted operations). */
  encrypt?: boolean;
  /** A raw, deliberately malformed body. */
  raw?: string;
  scenario?: Scenario;
  /** Sets the mock world up for this call only (what a long run of calls would lead to), and undoes it after. */
  world?: { before(): void; after(): void };
};

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

async function encrypt(plaintext: unknown) {
  const { keyId, publicKeyPem } = await mockKeys();
  const der = Uint8Array.from(atob(publicKeyPem.replace(/-----[^-]+-----|\s/g, '')), (c) => c.charCodeAt(0));
  const rsa = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const timestamp = Date.now();
  const nonce = toBase64(crypto.getRandomValues(new Uint8Array(16)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  const additionalData = new TextEncoder().encode(`${keyId}.${timestamp}.${nonce}`);
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, aes, new TextEncoder().encode(JSON.stringify(plaintext)));
  const key = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await crypto.subtle.exportKey('raw', aes));
  return { keyId, key: toBase64(key), iv: toBase64(iv), data: toBase64(data), timestamp, nonce };
}

async function encryptRsa(text: string) {
  const { publicKeyPem } = await mockKeys();
  const der = Uint8Array.from(atob(publicKeyPem.replace(/-----[^-]+-----|\s/g, '')), (c) => c.charCodeAt(0));
  const rsa = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  return toBase64(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsa, new TextEncoder().encode(text)));
}

/** An unsigned ID token as the demo identity provider (public/mock-sign-in.html) issues it. */
const DEMO_ID_TOKEN = ['{"alg":"none"}', '{"email":"social.player@example.com","name":"Social Player"}']
  .map((part) => btoa(part).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'))
  .concat('')
  .join('.');

const PASSWORDS: Record<string, string> = {
  demo: 'Demo@1234',
  newbie: '123456',
  expired: 'Expired@1234',
  agent1: 'Agent@1234',
  agent41: 'Agent@1234',
  agent42: 'Agent@1234',
};

function byId(operationId: string): ContractOperation {
  const operation = OPERATIONS.find((entry) => entry.operationId === operationId);
  if (!operation) throw new Error(`No operation ${operationId} in the contract`);
  return operation;
}

/** The story: calls in order, so later answers see earlier changes (a favourite added, points spent). */
function story(): Call[] {
  const slot = CATALOGUE.find(
    (game) => game.gameType === 'RNG' && game.isHot === 1 && !game.underMaintenance && game.iconUrl?.startsWith('/mock-assets/games/'),
  );
  const live = CATALOGUE.find((game) => game.gameType === 'LIVE' && !game.underMaintenance && game.gameCode !== 'LOBBY');
  const broken = CATALOGUE.find((game) => game.underMaintenance);
  const lottery = CATALOGUE.find((game) => game.gameType === 'LOTT' && game.gameCode !== 'LOBBY');
  if (!slot || !live || !broken || !lottery) throw new Error('The catalogue lacks a hot slot, a live game, a game in maintenance or a lottery');
  const favourite = (game: typeof slot) => ({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });
  const listQuery = { clientType: 3, platform: 'html5-desktop', language: 'EN' };
  return [
    // Public site set-up.
    { operationId: 'getSystemStatus', name: 'normal', summary: 'The site is open (status 0)' },
    { operationId: 'getSystemStatus', name: 'maintenance', summary: 'Site maintenance (status 1) with its end time', scenario: 'maintenance' },
    { operationId: 'getSystemStatus', name: 'regionBlocked', summary: 'Region blocked (status 2) with the visitor IP', scenario: 'region-blocked' },
    { operationId: 'getWhitelabel', name: 'flags', summary: 'The merchant’s feature flags' },
    { operationId: 'getRegisterSettings', name: 'settings', summary: 'Registration field settings' },
    { operationId: 'getPermission', name: 'site', summary: 'Site configuration' },
    { operationId: 'getPublicKey', name: 'key', summary: 'The payload-encryption public key' },
    { operationId: 'getCountryCodes', name: 'codes', summary: 'Dialing codes' },
    { operationId: 'getDomainRoutes', name: 'routes', summary: 'Domain routes' },
    { operationId: 'getCaptcha', name: 'image', summary: 'A captcha image (answer 8888 in the mocks)' },
    { operationId: 'getGameMenus', name: 'menus', summary: 'Game categories with their vendors', query: { language: 'EN' } },
    { operationId: 'listGames', name: 'slotsPage1', summary: 'First page of slots', query: { ...listQuery, gameType: 'RNG', pageNo: 1, pageSize: 20 } },
    {
      operationId: 'listGames',
      name: 'lastPage',
      summary: 'The last, shorter page of a vendor’s slots',
      query: { ...listQuery, gameType: 'RNG', vassalage: slot.vassalage, pageNo: 5, pageSize: 20 },
    },
    {
      operationId: 'listHotGames',
      name: 'hot',
      summary: 'Hot games (all with isHot 1)',
      query: { merchantCode: 'DEMO', isPlatform: 2, platform: 'html5-desktop', language: 'EN' },
    },
    { operationId: 'getVendorLanes', name: 'lanes', summary: 'Vendor lanes of the home lobby', query: { platform: 'html5-desktop' } },
    { operationId: 'getVendorGameTypes', name: 'types', summary: 'Game types per vendor' },
    { operationId: 'getGameVendors', name: 'vendors', summary: 'Every vendor' },
    { operationId: 'getPopularGames', name: 'popular', summary: 'Popular slots', query: { gameType: 'RNG', language: 'EN' } },
    { operationId: 'getAnnouncements', name: 'images', summary: 'Announcement images' },
    {
      operationId: 'getNotices',
      name: 'notices',
      summary: 'Banners and notices',
      query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B', language: 'EN' },
    },
    { operationId: 'getAnnouncementContent', name: 'popups', summary: 'Announcement popups', query: { types: 'B,PL,PU,PR,H', platform: 'W', language: 'EN' } },
    { operationId: 'getWinnerBoard', name: 'board', summary: 'The 20 biggest wins', query: { gameCategory: 'ALL', language: 'EN', limitNum: 20 } },
    { operationId: 'getHelpCentre', name: 'topics', summary: 'Help topics (terms under #term)', query: { language: 'EN' } },
    { operationId: 'checkAffiliateCode', name: 'valid', summary: 'A valid affiliate code', query: { code: 'VIP888', domain: 'localhost' } },
    { operationId: 'checkAffiliateCode', name: 'invalid', summary: 'An unknown affiliate code', query: { code: 'NOPE', domain: 'localhost' } },
    { operationId: 'getVnLotteryMenu', name: 'menu', summary: 'VN lottery regions', query: { prizeMode: 'LOTT', device: 'WEB' } },
    { operationId: 'getVnNumero', name: 'current', summary: 'The open draw', query: { gameCode: 'VN_MIENBAC' } },
    { operationId: 'getOpenedNumero', name: 'results', summary: 'The last draws', query: { gameCode: 'VN_MIENBAC' } },
    { operationId: 'getMissionLeaderboard', name: 'leaders', summary: 'Mission leaderboard' },
    { operationId: 'listLiveModels', name: 'models', summary: 'Live models' },
    { operationId: 'listPvpRooms', name: 'rooms', summary: 'PVP rooms' },
    {
      operationId: 'sendFeedback',
      name: 'wrongCaptcha',
      summary: 'Feedback with a wrong captcha',
      body: { content: 'The deposit page does not load on my phone today.', sender: 'demo', type: 1, captcha: '1234' },
    },
    {
      operationId: 'sendFeedback',
      name: 'sent',
      summary: 'Feedback stored',
      body: { content: 'The deposit page does not load on my phone today.', sender: 'demo', type: 1, captcha: '8888' },
    },
    { operationId: 'sendFeedback', name: 'invalid', summary: 'A body that is not a feedback', body: { content: 'short' } },
    {
      operationId: 'reportWebVitals',
      name: 'stored',
      summary: 'The field figures of one visit',
      body: {
        appVersion: '0.1.0',
        language: 'MY',
        connection: '4g',
        metrics: [
          { name: 'LCP', value: 1840.5, rating: 'good', route: '/' },
          { name: 'CLS', value: 0.02, rating: 'good', route: '/' },
        ],
      },
    },
    {
      operationId: 'reportWebVitals',
      name: 'invalid',
      summary: 'A report with a full address',
      body: { appVersion: '0.1.0', language: 'MY', connection: '4g', metrics: [{ name: 'LCP', value: 1, rating: 'good', route: '/rng?user=demo' }] },
    },
    // Registration and passwords.
    {
      operationId: 'sendRegisterSmsCode',
      name: 'sent',
      summary: 'Code sent',
      body: { mobileNo: '0198765432', countryDialingCode: '+60', registerMethod: 'mobile' },
    },
    {
      operationId: 'sendRegisterSmsCode',
      name: 'tooSoon',
      summary: 'Asked again while the last code is live: 429 with Retry-After',
      body: { mobileNo: '0198765432', countryDialingCode: '+60', registerMethod: 'mobile' },
    },
    {
      operationId: 'sendRegisterSmsCode',
      name: 'numberInUse',
      summary: 'The number already has an account',
      body: { mobileNo: '0123456789', countryDialingCode: '+60', registerMethod: 'mobile' },
    },
    {
      operationId: 'registerMember',
      name: 'registered',
      summary: 'Registered and logged in',
      encrypt: true,
      body: {
        username: 'luckyking88',
        password: 'Lucky2026',
        confirmPassword: 'Lucky2026',
        captcha: '8888',
        domain: 'localhost',
        registerUrl: 'http://localhost/register',
        registerMethod: 'WEB',
        login: true,
      },
    },
    {
      operationId: 'registerMember',
      name: 'usernameInUse',
      summary: 'The user name is taken',
      encrypt: true,
      body: {
        username: 'demo',
        password: 'Lucky2026',
        confirmPassword: 'Lucky2026',
        captcha: '8888',
        domain: 'localhost',
        registerUrl: 'http://localhost/register',
        registerMethod: 'WEB',
        login: true,
      },
    },
    {
      operationId: 'registerMember',
      name: 'invitationCodeError',
      summary: 'An unknown affiliate code',
      encrypt: true,
      body: {
        username: 'minh2026',
        password: 'Lucky2026',
        confirmPassword: 'Lucky2026',
        affiliateCode: 'NOPE',
        captcha: '8888',
        domain: 'localhost',
        registerUrl: 'http://localhost/register',
        registerMethod: 'WEB',
        login: true,
      },
    },
    {
      operationId: 'registerMemberByMobile',
      name: 'registered',
      summary: 'Registered by mobile and logged in',
      encrypt: true,
      body: {
        mobileNum: '0198765432',
        password: 'Lucky2026',
        confirmPassword: 'Lucky2026',
        verificationCode: '123456',
        countryDialingCode: '+60',
        domain: 'localhost',
        registerUrl: 'http://localhost/register',
        registerMethod: 'WEB',
        login: true,
      },
    },
    {
      operationId: 'registerMemberByMobile',
      name: 'wrongCode',
      summary: 'A wrong SMS code',
      encrypt: true,
      body: {
        mobileNum: '0191112222',
        password: 'Lucky2026',
        confirmPassword: 'Lucky2026',
        verificationCode: '000000',
        countryDialingCode: '+60',
        domain: 'localhost',
        registerUrl: 'http://localhost/register',
        registerMethod: 'WEB',
        login: true,
      },
    },
    { operationId: 'forgotPasswordByEmail', name: 'sent', summary: 'Reset mail sent', form: { username: 'demo', email: 'demo@example.com' } },
    {
      operationId: 'forgotPasswordByEmail',
      name: 'notFound',
      summary: 'User name or e-mail does not exist',
      form: { username: 'demo', email: 'nobody@example.com' },
    },
    { operationId: 'sendLoginSmsCode', name: 'sent', summary: 'Code sent', body: { mobileNum: '0123456789', countryDialingCode: '+60' } },
    {
      operationId: 'sendLoginSmsCode',
      name: 'tooSoon',
      summary: 'Asked again while the last code is live: 429 with Retry-After',
      body: { mobileNum: '0123456789', countryDialingCode: '+60' },
    },
    {
      operationId: 'sendLoginSmsCode',
      name: 'unregistered',
      summary: 'No account uses this number',
      body: { mobileNum: '0199999999', countryDialingCode: '+60' },
    },
    {
      operationId: 'setPasswordByPhone',
      name: 'set',
      summary: 'Password set',
      encrypt: true,
      body: { mobileNum: '0123456789', verificationCode: '123456', newPassword: 'Demo@1234' },
    },
    {
      operationId: 'setPasswordByPhone',
      name: 'wrongCode',
      summary: 'A wrong SMS code',
      encrypt: true,
      body: { mobileNum: '0123456789', verificationCode: '000000', newPassword: 'Demo@1234' },
    },
    // Logging in.
    {
      operationId: 'login',
      name: 'wrongPassword',
      summary: 'Incorrect user name or password',
      encrypt: true,
      body: { username: 'expired', password: 'nope', type: 'username' },
    },
    {
      operationId: 'login',
      name: 'captchaAsked',
      summary: 'Second failure: the next try needs the captcha',
      encrypt: true,
      body: { username: 'expired', password: 'nope', type: 'username' },
    },
    {
      operationId: 'login',
      name: 'captchaRequired',
      summary: 'The captcha is missing',
      encrypt: true,
      body: { username: 'expired', password: 'Expired@1234', type: 'username' },
    },
    {
      operationId: 'login',
      name: 'demo',
      summary: 'The demo member logged in',
      encrypt: true,
      body: { username: 'demo', password: 'Demo@1234', type: 'username' },
    },
    {
      operationId: 'login',
      name: 'smsWrongCode',
      summary: 'SMS login with a wrong code',
      encrypt: true,
      body: { username: '0123456789', password: '000000', type: 'sms' },
    },
    { operationId: 'login', name: 'invalid', summary: 'A body that is not an EncryptedPayload', body: { hello: 'world' } },
    { operationId: 'loginFreeplay', name: 'trial', summary: 'A trial (free-play) session, member type 4', body: 'FREEPLAY' },
    // App links (issue 21): a one-time code instead of the session token in the QR code.
    { operationId: 'createAppLinkCode', name: 'issued', summary: 'A one-time app-link code for demo, valid 2 minutes', as: 'demo' },
    { operationId: 'exchangeAppLinkCode', name: 'signedIn', summary: 'The code opens a new session of demo', body: { code: 'APP_LINK_CODE' } },
    {
      operationId: 'exchangeAppLinkCode',
      name: 'invalidCode',
      summary: 'A code that is unknown, used or expired',
      body: { code: 'Hk3Zp9xT0c1Vb2nQ4rs8WkA7' },
    },
    { operationId: 'getWalletBalance', name: 'passwordChangeRequired', summary: 'newbie’s limited session: change the password first', as: 'newbie' },
    // The forced change lifts the limit (newbie is used as a fresh member after this).
    {
      operationId: 'changePassword',
      name: 'wrongOldPassword',
      summary: 'The old password is wrong',
      as: 'newbie',
      encrypt: true,
      body: { oldPassword: 'nope', newPassword: 'Newbie@2026', confirmNewPassword: 'Newbie@2026' },
    },
    {
      operationId: 'changePassword',
      name: 'changed',
      summary: 'Password changed',
      as: 'newbie',
      encrypt: true,
      body: { oldPassword: '123456', newPassword: 'Newbie@2026', confirmNewPassword: 'Newbie@2026' },
    },
    { operationId: 'listDownlines', name: 'roleNotAllowed', summary: 'A member calls an agent-only operation', as: 'demo', query: { pageNo: 1, pageSize: 10 } },
    {
      operationId: 'loginThirdParty',
      name: 'signedIn',
      summary: 'The demo identity provider’s ID token opens an account',
      body: { provider: 'google', idToken: DEMO_ID_TOKEN },
    },
    { operationId: 'loginThirdParty', name: 'invalidToken', summary: 'An ID token that cannot be read', body: { provider: 'google', idToken: 'not-a-token' } },
    // The demo member's world.
    { operationId: 'getMemberInfo', name: 'demo', summary: 'The demo member', as: 'demo' },
    { operationId: 'getMemberIcon', name: 'avatar', summary: 'The demo member’s avatar', as: 'demo' },
    { operationId: 'getUnreadMessageCount', name: 'unread', summary: 'Three unread messages', as: 'demo' },
    {
      operationId: 'addFavourite',
      name: 'added',
      summary: 'A hot slot added to the favourites',
      as: 'demo',
      path: `/wps/game/favourite/${encodeURIComponent(slot.nodeId)}`,
      body: favourite(slot),
    },
    {
      operationId: 'addFavourite',
      name: 'trialUser',
      summary: 'A trial user cannot keep favourites',
      as: 'trial',
      path: `/wps/game/favourite/${encodeURIComponent(slot.nodeId)}`,
      body: favourite(slot),
    },
    {
      operationId: 'addFavourite',
      name: 'unknownGame',
      summary: 'No game has this id',
      as: 'demo',
      path: '/wps/game/favourite/NO_SUCH_GAME',
      body: { nodeId: 'NO_SUCH_GAME', vendor: 'PG', gameType: 'RNG' },
    },
    {
      operationId: 'removeFavourite',
      name: 'removed',
      summary: 'A favourite removed',
      as: 'demo',
      path: `/wps/game/favourite/${encodeURIComponent(live.nodeId)}`,
    },
    { operationId: 'getFavouriteIds', name: 'ids', summary: 'The favourite game ids', as: 'demo' },
    { operationId: 'listFavourites', name: 'favourites', summary: 'The favourite games', as: 'demo', query: { ...listQuery, pageNo: 1, pageSize: 999 } },
    {
      operationId: 'launchGame',
      name: 'launched',
      summary: 'A slot opens in the frame',
      as: 'demo',
      query: { nodeId: slot.nodeId, vassalage: slot.vassalage, gameType: slot.gameType, language: 'EN', device: 'WEB' },
    },
    {
      operationId: 'launchGame',
      name: 'gameMaintenance',
      summary: 'The game is under maintenance',
      as: 'demo',
      query: { nodeId: broken.nodeId, vassalage: broken.vassalage, gameType: broken.gameType, language: 'EN', device: 'WEB' },
    },
    {
      operationId: 'launchGame',
      name: 'freeTrial',
      summary: 'A trial session plays the slot on play money (the free-trial button)',
      as: 'trial',
      query: { nodeId: slot.nodeId, vassalage: slot.vassalage, gameType: slot.gameType, language: 'EN', device: 'WEB' },
    },
    {
      operationId: 'launchLotteryLobby',
      name: 'lobby',
      summary: 'The lottery lobby',
      as: 'demo',
      query: { lottoArea: 'VN', launchMode: 'LOTT', prizeMode: 'LOTT', gameCode: lottery.gameCode ?? '', view: 'lobby', device: 'WEB', language: 'EN' },
    },
    {
      operationId: 'launchLotteryLobby',
      name: 'trialUser',
      summary: 'A trial user cannot play the lottery',
      as: 'trial',
      query: { lottoArea: 'VN', launchMode: 'LOTT', prizeMode: 'LOTT', view: 'lobby', device: 'WEB', language: 'EN' },
    },
    {
      operationId: 'listRecentGames',
      name: 'recent',
      summary: 'Recently played, newest first',
      as: 'demo',
      query: { page: 1, pageSize: 20, language: 'EN', clientType: 3 },
    },
    { operationId: 'listRecentLottery', name: 'recent', summary: 'Recently played lotteries', as: 'demo', query: { prizeMode: 'LOTT' } },
    { operationId: 'getWalletBalance', name: 'balances', summary: 'Main and vendor wallets', as: 'demo' },
    { operationId: 'getMerchantWallet', name: 'wallets', summary: 'Vendor wallets', as: 'demo', query: { isSingle: false } },
    { operationId: 'transferWallet', name: 'moved', summary: 'RM 100 from the main wallet to PG', as: 'demo', body: { from: 'MAIN', to: 'PG', amount: 100 } },
    {
      operationId: 'transferWallet',
      name: 'quotaNotSufficient',
      summary: 'More than the wallet holds',
      as: 'demo',
      body: { from: 'PG', to: 'MAIN', amount: 99999 },
    },
    {
      operationId: 'transferWallet',
      name: 'unknownWallet',
      summary: 'A wallet the member does not have',
      as: 'demo',
      body: { from: 'MAIN', to: 'XYZ', amount: 10 },
    },
    { operationId: 'getConsolidatedFunds', name: 'flags', summary: 'Contract flags of the session', as: 'demo' },
    ...moneyStory(),
    { operationId: 'getMissionSummary', name: 'summary', summary: 'Missions of the demo member', as: 'demo' },
    { operationId: 'launchLiveChat', name: 'chat', summary: 'Chat with an online model', as: 'demo', query: { modelId: 'LM-001' } },
    { operationId: 'launchLiveChat', name: 'offline', summary: 'The model is offline', as: 'demo', query: { modelId: 'LM-003' } },
    // Promotions and the reward centre: demo stands in every status; applying, claiming and opening credit the wallet.
    { operationId: 'listPromotions', name: 'all', summary: 'Every promotion, open ones first', query: { language: 'EN' } },
    { operationId: 'listPromotions', name: 'slots', summary: 'The slots filter', query: { category: 'rng', language: 'EN' } },
    { operationId: 'listActivities', name: 'demo', summary: 'demo in every status of SPEC 4, four rewards to claim', as: 'demo', query: { language: 'EN' } },
    {
      operationId: 'applyPromotion',
      name: 'applying',
      summary: 'Applied to a reviewed promotion: applying',
      as: 'demo',
      body: { promotionId: 'PR-SLOT-WEEKLY' },
    },
    { operationId: 'applyPromotion', name: 'joined', summary: 'Joined a promotion without review', as: 'demo', body: { promotionId: 'PR-POINTS-DOUBLE' } },
    { operationId: 'applyPromotion', name: 'alreadyApplied', summary: 'Applied twice', as: 'demo', body: { promotionId: 'PR-SLOT-WEEKLY' } },
    { operationId: 'applyPromotion', name: 'notOpen', summary: 'A promotion coming soon', as: 'demo', body: { promotionId: 'PR-LOTTO-XMAS' } },
    { operationId: 'applyPromotion', name: 'trialUser', summary: 'A trial user cannot apply', as: 'trial', body: { promotionId: 'PR-SLOT-WEEKLY' } },
    {
      operationId: 'claimPromotionReward',
      name: 'claimed',
      summary: 'The live cashback credited to the wallet',
      as: 'demo',
      body: { promotionId: 'PR-CASHBACK-LIVE' },
    },
    { operationId: 'claimPromotionReward', name: 'nothingToClaim', summary: 'Claimed twice', as: 'demo', body: { promotionId: 'PR-CASHBACK-LIVE' } },
    { operationId: 'listRedEnvelopes', name: 'envelopes', summary: 'One unopened, one opened, one expired', as: 'demo' },
    { operationId: 'openRedEnvelope', name: 'opened', summary: 'An envelope opened and credited', as: 'demo', body: { envelopeId: 'RE-2026-1121-01' } },
    { operationId: 'openRedEnvelope', name: 'alreadyOpened', summary: 'Opened twice', as: 'demo', body: { envelopeId: 'RE-2026-1121-01' } },
    { operationId: 'getRebateSummary', name: 'available', summary: 'Rebate per game type since the last claim', as: 'demo' },
    { operationId: 'claimRebate', name: 'claimed', summary: 'Every game type’s rebate credited', as: 'demo', body: {} },
    { operationId: 'claimRebate', name: 'nothingToClaim', summary: 'Below the minimum right after a claim', as: 'demo', body: {} },
    { operationId: 'getReferralInfo', name: 'demo', summary: 'demo’s code, six friends, three qualified', as: 'demo' },
    { operationId: 'listReferralFriends', name: 'friends', summary: 'Friends invited, newest first', as: 'demo', query: { pageNo: 1, pageSize: 10 } },
    { operationId: 'claimRafflePromotion', name: 'claimed', summary: 'A raffle prize claimed', as: 'demo', body: { promotionId: 'RAFFLE-2026-11' } },
    { operationId: 'claimRafflePromotion', name: 'trialUser', summary: 'A trial user cannot claim', as: 'trial', body: { promotionId: 'RAFFLE-2026-11' } },
    {
      operationId: 'claimRafflePromotion',
      name: 'nothingToClaim',
      summary: 'The prize was already claimed',
      as: 'demo',
      body: { promotionId: 'RAFFLE-2026-11' },
    },
    // Points: the ledger, then a redeem and a conversion that append to it.
    { operationId: 'getPointsConfig', name: 'config', summary: 'Points rules and rates', as: 'demo' },
    { operationId: 'getPointsReward', name: 'rewards', summary: 'The points mall', as: 'demo' },
    {
      operationId: 'redeemPoints',
      name: 'redeemed',
      summary: 'Ten free spins for 50 points',
      as: 'demo',
      encrypt: true,
      body: { rewardId: 'RW-FREE-SPIN', quantity: 1, password: 'Demo@1234' },
    },
    {
      operationId: 'redeemPoints',
      name: 'wrongPassword',
      summary: 'The password check failed',
      as: 'demo',
      encrypt: true,
      body: { rewardId: 'RW-FREE-SPIN', quantity: 1, password: 'nope' },
    },
    {
      operationId: 'redeemPoints',
      name: 'quotaNotSufficient',
      summary: 'Not enough points',
      as: 'demo',
      encrypt: true,
      body: { rewardId: 'RW-VOUCHER', quantity: 1, password: 'Demo@1234' },
    },
    {
      operationId: 'convertPoints',
      name: 'converted',
      summary: '100 points to RM 10.00',
      as: 'demo',
      encrypt: true,
      body: { points: 100, password: 'Demo@1234' },
    },
    {
      operationId: 'convertPoints',
      name: 'wrongPassword',
      summary: 'The password check failed',
      as: 'demo',
      encrypt: true,
      body: { points: 100, password: 'nope' },
    },
    {
      operationId: 'listBetRecords',
      name: 'lastWeek',
      summary: "demo's bets of the last 7 days, newest first, 10 a page, with the range's totals",
      as: 'demo',
      query: { from: '2026-11-15', to: '2026-11-21', pageNo: 1, pageSize: 10 },
    },
    {
      operationId: 'listAccountRecords',
      name: 'lastWeek',
      summary: "demo's money movements of the last 7 days (the story's transfers on top), newest first, with money in and out",
      as: 'demo',
      query: { from: '2026-11-15', to: '2026-11-21', pageNo: 1, pageSize: 10 },
    },
    {
      operationId: 'listAccountRecords',
      name: 'deposits',
      summary: "demo's deposits of the last 30 days",
      as: 'demo',
      query: { from: '2026-10-23', to: '2026-11-21', type: 'deposit', pageNo: 1, pageSize: 10 },
    },
    {
      operationId: 'listAccountRecords',
      name: 'noRecords',
      summary: 'A range without movements: an empty page, zero totals',
      as: 'demo',
      query: { from: '2020-01-01', to: '2020-01-07' },
    },
    {
      operationId: 'getProfitLoss',
      name: 'lastMonth',
      summary: "demo's win/loss by game type over the last 30 days, with each day's result",
      as: 'demo',
      query: { from: '2026-10-23', to: '2026-11-21' },
    },
    {
      operationId: 'getProfitLoss',
      name: 'liveOnly',
      summary: 'The live casino alone over the last 7 days',
      as: 'demo',
      query: { from: '2026-11-15', to: '2026-11-21', gameType: 'LIVE' },
    },
    {
      operationId: 'listBonusRecords',
      name: 'lastMonth',
      summary: "demo's bonuses and rebates of the last 30 days, with turnover progress",
      as: 'demo',
      query: { from: '2026-10-23', to: '2026-11-21', pageNo: 1, pageSize: 10 },
    },
    {
      operationId: 'listBonusRecords',
      name: 'bonusesOnly',
      summary: 'Promotion bonuses only (no rebates) over the last 30 days',
      as: 'demo',
      query: { from: '2026-10-23', to: '2026-11-21', type: 'bonus' },
    },
    { operationId: 'getPointsBalance', name: 'balance', summary: 'The balance the ledger ends with', as: 'demo' },
    { operationId: 'getMemberTransactionDetail', name: 'ledger', summary: 'Points records, newest first', as: 'demo', query: { pageNo: 1, pageSize: 20 } },
    { operationId: 'listPointRedeems', name: 'redeems', summary: 'Points-mall redeems', as: 'demo', query: { pageNo: 1, pageSize: 20 } },
    // Platform messages: demo's inbox, unread first; reading one and deleting one move the unread count.
    {
      operationId: 'listMessages',
      name: 'inbox',
      summary: "demo's inbox: three unread messages of today first",
      as: 'demo',
      query: { pageNo: 1, pageSize: 10 },
    },
    { operationId: 'readMessage', name: 'read', summary: 'The newest unread message opened', as: 'demo', path: '/wps/member/message/MSG-20261121-012/read' },
    { operationId: 'readMessage', name: 'unknownMessage', summary: 'No such message', as: 'demo', path: '/wps/member/message/MSG-NONE/read' },
    { operationId: 'deleteMessage', name: 'deleted', summary: 'A read message deleted', as: 'demo', path: '/wps/member/message/MSG-20261028-001' },
    { operationId: 'deleteMessage', name: 'unknownMessage', summary: 'No such message', as: 'demo', path: '/wps/member/message/MSG-NONE' },
    { operationId: 'getUnreadMessageCount', name: 'afterReading', summary: 'Two unread once one is read', as: 'demo' },
    // demo's upline (agent1) offers a weekly dividend; demo holds a daily salary.
    { operationId: 'getConsolidated', name: 'demo', summary: 'demo: a dividend offer waiting, a daily salary held', as: 'demo' },
    {
      operationId: 'processRealtimeSalary',
      name: 'accepted',
      summary: 'agent42 accepts the real-time salary offer',
      as: 'agent42',
      query: { contractId: 'CT-2026-0104', action: 'accept' },
    },
    {
      operationId: 'processHourSalary',
      name: 'terminated',
      summary: 'agent42 ends the hourly salary',
      as: 'agent42',
      query: { contractId: 'CT-2026-0103', action: 'terminate' },
    },
    {
      operationId: 'processHourSalary',
      name: 'unknownContract',
      summary: 'No such contract',
      as: 'agent42',
      query: { contractId: 'CT-NONE', action: 'accept' },
    },
    // Agents: contracts between agent1 (upline) and agent41/agent42.
    { operationId: 'getConsolidated', name: 'agent41', summary: 'agent41: one pending, one active contract', as: 'agent41' },
    {
      operationId: 'processDailySalary',
      name: 'accepted',
      summary: 'agent41 accepts the daily-salary offer',
      as: 'agent41',
      query: { contractId: 'CT-2026-0102', action: 'accept' },
    },
    {
      operationId: 'processDailySalary',
      name: 'unknownContract',
      summary: 'No such contract',
      as: 'agent41',
      query: { contractId: 'CT-NONE', action: 'accept' },
    },
    {
      operationId: 'processDividendReq',
      name: 'terminated',
      summary: 'agent41 terminates the dividend contract',
      as: 'agent41',
      query: { contractId: 'CT-2026-0101', action: 'terminate' },
    },
    {
      operationId: 'createHourSalaryContract',
      name: 'offered',
      summary: 'agent1 offers agent42 an hourly salary',
      as: 'agent1',
      body: { downlineAccount: 'agent42', period: 'D', tiers: [{ activeMemberCount: 2, rate: 0.004, betAmountPerHour: 3000 }] },
    },
    {
      operationId: 'createHourSalaryContract',
      name: 'notAnAgent',
      summary: 'Only agents offer contracts',
      as: 'demo',
      body: { downlineAccount: 'agent42', tiers: [{ rate: 0.004 }] },
    },
    {
      operationId: 'createRealtimeSalaryContract',
      name: 'offered',
      summary: 'agent1 offers agent41 a real-time salary',
      as: 'agent1',
      body: { downlineAccount: 'agent41', tiers: [{ activeMemberCount: 1, rate: 0.002 }] },
    },
    // The agent centre's team (issue 11): agent1's team holds agent41 and agent42 and their teams.
    {
      operationId: 'listAgentAnnouncements',
      name: 'firstPage',
      summary: 'Agent announcements, pinned first',
      as: 'agent1',
      query: { pageNo: 1, pageSize: 10 },
    },
    { operationId: 'listAgentAnnouncements', name: 'notAnAgent', summary: 'Only agents read them', as: 'demo' },
    { operationId: 'getTeamOverview', name: 'agent1', summary: "agent1's team today, this week, this month and its 30-day trend", as: 'agent1' },
    { operationId: 'getTeamOverview', name: 'notAnAgent', summary: 'A member has no team', as: 'demo' },
    { operationId: 'listDownlines', name: 'direct', summary: "agent1's direct downlines, newest first", as: 'agent1', query: { pageNo: 1, pageSize: 10 } },
    {
      operationId: 'listDownlines',
      name: 'drillDown',
      summary: "agent41's own downlines, seen by agent1",
      as: 'agent1',
      query: { parent: 'agent41', pageSize: 10, sort: 'balance.desc' },
    },
    {
      operationId: 'listDownlines',
      name: 'search',
      summary: "Accounts at any level whose name contains 'aung'",
      as: 'agent1',
      query: { keyword: 'aung', pageSize: 10 },
    },
    { operationId: 'listDownlines', name: 'notInTeam', summary: 'A parent outside the team', as: 'agent1', query: { parent: 'demo' } },
    {
      operationId: 'createDownline',
      name: 'created',
      summary: 'agent1 creates a player account below itself',
      as: 'agent1',
      encrypt: true,
      body: {
        username: 'htetaung2026',
        password: 'Lucky2026',
        confirmPassword: 'Lucky2026',
        accountType: 'member',
        mobileNum: '0165551234',
        countryDialingCode: '+60',
      },
    },
    {
      operationId: 'createDownline',
      name: 'accountInUse',
      summary: 'The name is taken',
      as: 'agent1',
      encrypt: true,
      body: { username: 'agent42', password: 'Lucky2026', confirmPassword: 'Lucky2026', accountType: 'member' },
    },
    {
      operationId: 'transferToDownline',
      name: 'transferred',
      summary: 'agent1 sends 500 to agent41',
      as: 'agent1',
      encrypt: true,
      body: { downlineAccount: 'agent41', amount: 500, paymentPassword: '123456', remark: 'Weekly float' },
    },
    {
      operationId: 'transferToDownline',
      name: 'wrongPaymentPassword',
      summary: 'The payment password is wrong',
      as: 'agent1',
      encrypt: true,
      body: { downlineAccount: 'agent41', amount: 500, paymentPassword: '000000' },
    },
    {
      operationId: 'transferToDownline',
      name: 'quotaNotSufficient',
      summary: "More than the agent's balance",
      as: 'agent1',
      encrypt: true,
      body: { downlineAccount: 'agent41', amount: 999999, paymentPassword: '123456' },
    },
    {
      operationId: 'transferToDownline',
      name: 'notInTeam',
      summary: 'The account is not in the team',
      as: 'agent1',
      encrypt: true,
      body: { downlineAccount: 'demo', amount: 10, paymentPassword: '123456' },
    },
    { operationId: 'getAgentInvite', name: 'agent1', summary: "agent1's invite code", as: 'agent1' },
    {
      operationId: 'listContractOffers',
      name: 'agent42',
      summary: 'Contracts around agent42, seen by its upline',
      as: 'agent1',
      query: { account: 'agent42' },
    },
    { operationId: 'listContractOffers', name: 'notInTeam', summary: 'An account outside the team', as: 'agent1', query: { account: 'demo' } },
    {
      operationId: 'offerContract',
      name: 'offered',
      summary: 'agent1 offers agent41 a weekly dividend in two tiers',
      as: 'agent1',
      body: {
        downlineAccount: 'agent41',
        contractType: 'dividend',
        requestType: 'new',
        period: 'W',
        tiers: [
          { activeMemberCount: 5, periodValidBet: 50000, periodProfitAndLoss: -10000, rate: 20 },
          { activeMemberCount: 20, periodValidBet: 200000, periodProfitAndLoss: -40000, rate: 30 },
        ],
      },
    },
    {
      operationId: 'offerContract',
      name: 'termination',
      summary: 'agent1 asks agent42 to end the hourly salary',
      as: 'agent1',
      body: {
        downlineAccount: 'agent42',
        contractType: 'hourSalary',
        requestType: 'termination',
        tiers: [{ activeMemberCount: 2, rate: 0.003, betAmountPerHour: 2000 }],
      },
    },
    {
      operationId: 'offerContract',
      name: 'notDirectDownline',
      summary: 'Only a direct downline gets an offer',
      as: 'agent1',
      body: { downlineAccount: 'demo', contractType: 'dailySalary', requestType: 'new', period: 'D', tiers: [{ rate: 0.5 }] },
    },
    // Agent reports (issue 11): one week of agent1's team, 10 rows a page; the type-gated records; a player is refused.
    ...agentReportCalls(),
    ...playSafelyCalls(slot),
    { operationId: 'logout', name: 'loggedOut', summary: 'The session ends', as: 'agent42' },
  ];
}

/** Play safely (issue 30): demo's limits, reality check, a refused deposit and launch, a break and the refused login. */
function playSafelyCalls(slot: (typeof CATALOGUE)[number]): Call[] {
  const launch = { nodeId: slot.nodeId, vassalage: slot.vassalage, gameType: slot.gameType, language: 'EN', device: 'WEB' };
  const setLimit = (kind: string, value: number | null) => () =>
    db.update((state) => {
      (((state.playSafely ??= {}).demo ??= { limits: {}, realityCheckMinutes: null, break: null }).limits as Record<string, unknown>)[kind] = {
        value,
        pending: null,
      };
    });
  const onBreak = (kind: 'timeOut' | 'selfExclusion', period: '24h' | '6m', until: number) => ({
    before: () =>
      db.update((state) => (((state.playSafely ??= {}).demo ??= { limits: {}, realityCheckMinutes: null, break: null }).break = { kind, period, until })),
    after: () => db.update((state) => state.playSafely?.demo && (state.playSafely.demo.break = null)),
  });
  return [
    { operationId: 'getPlaySafely', name: 'nothingSet', summary: 'No limit and no reality check yet' },
    { operationId: 'setPlayLimit', name: 'lowered', summary: 'A daily deposit limit of 100: at once', body: { kind: 'depositDay', value: 100 } },
    { operationId: 'setPlayLimit', name: 'raiseWaits', summary: 'Raised to 500: after the 24-hour cooling-off', body: { kind: 'depositDay', value: 500 } },
    { operationId: 'setPlayLimit', name: 'sessionTime', summary: 'Sessions of at most 2 hours', body: { kind: 'sessionMinutes', value: 120 } },
    { operationId: 'setPlayLimit', name: 'invalidMinutes', summary: 'Session minutes below 5', body: { kind: 'sessionMinutes', value: 3 } },
    { operationId: 'setRealityCheck', name: 'every30Minutes', summary: 'A reality check every 30 minutes', body: { intervalMinutes: 30 } },
    { operationId: 'getPlaySafely', name: 'withLimits', summary: 'The limits, a raise waiting, the reality check' },
    {
      operationId: 'createDeposit',
      name: 'depositLimitReached',
      summary: 'Over the daily deposit limit',
      body: { channelId: 'BANK-MBB', amount: 150 },
    },
    {
      operationId: 'launchGame',
      name: 'sessionLimitReached',
      summary: 'The session time limit is reached',
      as: 'demo',
      query: launch,
      world: {
        before: () => {
          setLimit('sessionMinutes', 60)();
          db.update((state) => (state.clockOffsetMs = 61 * 60_000));
        },
        after: () => {
          setLimit('sessionMinutes', null)();
          db.update((state) => (state.clockOffsetMs = 0));
        },
      },
    },
    {
      operationId: 'launchGame',
      name: 'lossLimitReached',
      summary: 'The monthly loss limit is reached',
      as: 'demo',
      query: launch,
      world: { before: setLimit('lossMonth', 0.01), after: setLimit('lossMonth', null) },
    },
    { operationId: 'getPlayActivity', name: 'weeks', summary: 'Deposits, withdrawals and net result per week' },
    {
      operationId: 'takeBreak',
      name: 'wrongPaymentPassword',
      summary: 'A wrong payment password',
      encrypt: true,
      body: { kind: 'timeOut', period: '24h', paymentPassword: '000000' },
    },
    {
      operationId: 'takeBreak',
      name: 'periodNotForKind',
      summary: 'A time-out of 6 months (that is a self-exclusion)',
      encrypt: true,
      body: { kind: 'timeOut', period: '6m', paymentPassword: '246810' },
    },
    {
      operationId: 'takeBreak',
      name: 'timeOut24h',
      summary: 'A 24-hour break: every session ends',
      encrypt: true,
      body: { kind: 'timeOut', period: '24h', paymentPassword: '246810' },
      world: { before: () => undefined, after: () => db.update((state) => state.playSafely?.demo && (state.playSafely.demo.break = null)) },
    },
    {
      operationId: 'login',
      name: 'onBreak',
      summary: 'On a break: refused with its end',
      encrypt: true,
      body: { username: 'demo', password: 'Demo@1234', type: 'username' },
      world: onBreak('timeOut', '24h', Date.parse('2026-11-22T08:00:00Z')),
    },
    {
      operationId: 'login',
      name: 'selfExcluded',
      summary: 'Self-excluded: refused with its end',
      encrypt: true,
      body: { username: 'demo', password: 'Demo@1234', type: 'username' },
      world: onBreak('selfExclusion', '6m', Date.parse('2027-05-21T08:00:00Z')),
    },
  ];
}

/** The agent reports: agent1's last week, a filtered view, and a member who is not an agent. */
function agentReportCalls(): Call[] {
  const week = { from: '2026-11-15', to: '2026-11-21', pageNo: 1, pageSize: 10 };
  const today = { from: '2026-11-21', to: '2026-11-21', pageNo: 1, pageSize: 10 };
  return [
    {
      operationId: 'listTeamBets',
      name: 'lastWeek',
      summary: "agent1's team bets of the last 7 days by member, biggest valid bet first",
      as: 'agent1',
      query: week,
    },
    {
      operationId: 'listTeamBets',
      name: 'directDownlines',
      summary: 'Level 1 only, accounts containing "a"',
      as: 'agent1',
      query: { ...week, level: 1, account: 'a' },
    },
    { operationId: 'listTeamBets', name: 'notAnAgent', summary: 'A player asks for team reports', as: 'demo', query: week },
    { operationId: 'listTeamProfitLoss', name: 'lastWeek', summary: "agent1's user loss of the last 7 days, biggest losses first", as: 'agent1', query: week },
    { operationId: 'listTeamProfitLoss', name: 'notAnAgent', summary: 'A player asks for team reports', as: 'demo', query: week },
    { operationId: 'listAgentIncome', name: 'lastWeek', summary: "agent1's income per day, newest first", as: 'agent1', query: week },
    { operationId: 'listAgentIncome', name: 'notAnAgent', summary: 'A player asks for an income report', as: 'demo', query: week },
    { operationId: 'listTeamTransactions', name: 'lastWeek', summary: "agent1's team money movements, newest first", as: 'agent1', query: week },
    { operationId: 'listTeamTransactions', name: 'deposits', summary: 'Deposits only', as: 'agent1', query: { ...week, type: 'deposit' } },
    { operationId: 'listTeamTransactions', name: 'notAnAgent', summary: 'A player asks for team reports', as: 'demo', query: week },
    {
      operationId: 'listDividendRecords',
      name: 'lastQuarter',
      summary: "agent41's dividend periods (its accepted semimonthly contract), the running one pending",
      as: 'agent41',
      query: { from: '2026-08-24', to: '2026-12-20', pageNo: 1, pageSize: 10 },
    },
    { operationId: 'listDividendRecords', name: 'notAnAgent', summary: 'A player has no dividend contract', as: 'demo', query: week },
    { operationId: 'listDailySalaryRecords', name: 'lastWeek', summary: "agent1's daily salary, today pending", as: 'agent1', query: week },
    { operationId: 'listDailySalaryRecords', name: 'notAnAgent', summary: 'A player has no salary contract', as: 'demo', query: week },
    {
      operationId: 'listHourSalaryRecords',
      name: 'today',
      summary: "agent42's hourly salary of today's past hours (its accepted contract)",
      as: 'agent42',
      query: today,
    },
    { operationId: 'listHourSalaryRecords', name: 'notAnAgent', summary: 'A player has no salary contract', as: 'demo', query: today },
    { operationId: 'listRealtimeSalaryRecords', name: 'today', summary: "agent1's 5-minute settlements of today and the next one", as: 'agent1', query: today },
    { operationId: 'listRealtimeSalaryRecords', name: 'notAnAgent', summary: 'A player has no salary contract', as: 'demo', query: today },
  ];
}

/** A 1x1 png as a receipt image (SPEC 5 uploads). */
const RECEIPT = {
  fileName: 'receipt.png',
  contentType: 'image/png',
  size: 70,
  data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
};

/** The money pages (issue 9): profile and security, bank accounts, deposits, withdrawals and their confirmation, the upline. */
function moneyStory(): Call[] {
  const deposit = (n: number) => `/wps/payment/deposit/DP-20261121-000${n}`;
  const withdrawal = (n: number) => `WD-20261121-000${n}`;
  return [
    { operationId: 'getMemberProfile', name: 'demo', summary: 'demo’s profile: labels, masked contacts, payment password set' },
    { operationId: 'updateMemberProfile', name: 'renamed', summary: 'newbie picks a nickname', as: 'newbie', body: { nickname: 'Golden Tiger' } },
    {
      operationId: 'sendMemberSmsCode',
      name: 'sent',
      summary: 'A code to the new mobile number',
      as: 'newbie',
      body: { purpose: 'bindMobile', mobileNum: '0197654321', countryDialingCode: '+60' },
    },
    {
      operationId: 'sendMemberSmsCode',
      name: 'inUse',
      summary: 'The number belongs to another account',
      as: 'newbie',
      body: { purpose: 'bindMobile', mobileNum: '0123456789', countryDialingCode: '+60' },
    },
    {
      operationId: 'sendMemberSmsCode',
      name: 'toOldNumber',
      summary: 'A code to the bound number, before it is replaced',
      as: 'newbie',
      body: { purpose: 'verifyOldMobile' },
    },
    {
      operationId: 'bindMobile',
      name: 'wrongPassword',
      summary: 'The login password is wrong',
      as: 'newbie',
      encrypt: true,
      body: { mobileNum: '0197654321', countryDialingCode: '+60', verificationCode: '123456', oldVerificationCode: '123456', password: 'wrong' },
    },
    {
      operationId: 'bindMobile',
      name: 'noOldCode',
      summary: 'No code from the bound number',
      as: 'newbie',
      encrypt: true,
      body: { mobileNum: '0197654321', countryDialingCode: '+60', verificationCode: '123456', password: 'Newbie@2026' },
    },
    {
      operationId: 'bindMobile',
      name: 'bound',
      summary: 'The new mobile number replaces the bound one (login password and both codes)',
      as: 'newbie',
      encrypt: true,
      body: { mobileNum: '0197654321', countryDialingCode: '+60', verificationCode: '123456', oldVerificationCode: '123456', password: 'Newbie@2026' },
    },
    {
      operationId: 'bindMobile',
      name: 'wrongCode',
      summary: 'A wrong SMS code',
      as: 'newbie',
      encrypt: true,
      body: { mobileNum: '0197654321', countryDialingCode: '+60', verificationCode: '000000', oldVerificationCode: '123456', password: 'Newbie@2026' },
    },
    {
      operationId: 'bindEmail',
      name: 'bound',
      summary: 'The new e-mail is bound',
      as: 'newbie',
      encrypt: true,
      body: { email: 'golden.tiger@example.com', verificationCode: '123456', password: 'Newbie@2026' },
    },
    {
      operationId: 'bindEmail',
      name: 'wrongCode',
      summary: 'A wrong SMS code',
      as: 'newbie',
      encrypt: true,
      body: { email: 'golden.tiger@example.com', verificationCode: '000000', password: 'Newbie@2026' },
    },
    {
      operationId: 'setPaymentPassword',
      name: 'set',
      summary: 'newbie sets a first payment password',
      as: 'newbie',
      encrypt: true,
      body: { loginPassword: 'Newbie@2026', newPaymentPassword: '135790', confirmPaymentPassword: '135790' },
    },
    {
      operationId: 'setPaymentPassword',
      name: 'changed',
      summary: 'newbie changes it',
      as: 'newbie',
      encrypt: true,
      body: { oldPaymentPassword: '135790', newPaymentPassword: '975310', confirmPaymentPassword: '975310' },
    },
    {
      operationId: 'setPaymentPassword',
      name: 'wrongPaymentPassword',
      summary: 'The old payment password is wrong',
      as: 'demo',
      encrypt: true,
      body: { oldPaymentPassword: '000000', newPaymentPassword: '975310', confirmPaymentPassword: '975310' },
    },
    { operationId: 'listBanks', name: 'banks', summary: 'Banks for withdrawal accounts' },
    { operationId: 'listBankAccounts', name: 'demo', summary: 'demo’s bound account, masked' },
    {
      operationId: 'addBankAccount',
      name: 'wrongPassword',
      summary: 'The login password is wrong',
      encrypt: true,
      body: { bankCode: 'CIMB', payeeName: 'AUNG MIN HTET', accountNumber: '8001234567', password: 'wrong' },
    },
    {
      operationId: 'addBankAccount',
      name: 'added',
      summary: 'A second account',
      encrypt: true,
      body: { bankCode: 'CIMB', payeeName: 'AUNG MIN HTET', accountNumber: '8001234567', password: 'Demo@1234' },
    },
    {
      operationId: 'addBankAccount',
      name: 'exists',
      summary: 'The same account again',
      encrypt: true,
      body: { bankCode: 'CIMB', payeeName: 'AUNG MIN HTET', accountNumber: '8001234567', password: 'Demo@1234' },
    },
    {
      operationId: 'addBankAccount',
      name: 'addedThird',
      summary: 'A third account',
      encrypt: true,
      body: { bankCode: 'PBB', payeeName: 'AUNG MIN HTET', accountNumber: '3102456789', password: 'Demo@1234' },
    },
    {
      operationId: 'addBankAccount',
      name: 'limitReached',
      summary: 'More than the 3 allowed',
      encrypt: true,
      body: { bankCode: 'RHB', payeeName: 'AUNG MIN HTET', accountNumber: '2140099887', password: 'Demo@1234' },
    },
    { operationId: 'recallWallets', name: 'recalled', summary: 'Every vendor wallet back to main' },
    { operationId: 'getDepositOptions', name: 'channels', summary: 'Bank transfer, e-wallet, DuitNow QR and USDT, with promotions' },
    {
      operationId: 'createDeposit',
      name: 'bankTransfer',
      summary: 'RM 500 by bank transfer, with the daily reload',
      body: { channelId: 'BANK-MBB', amount: 500, promotionId: 'DAILY10' },
    },
    { operationId: 'createDeposit', name: 'duitNowQr', summary: 'RM 100 by DuitNow QR', body: { channelId: 'DUITNOW', amount: 100 } },
    { operationId: 'createDeposit', name: 'usdt', summary: 'RM 445 in USDT', body: { channelId: 'USDT-TRC20', amount: 445 } },
    { operationId: 'createDeposit', name: 'outOfRange', summary: 'Below the channel’s minimum', body: { channelId: 'BANK-MBB', amount: 10 } },
    {
      operationId: 'createDeposit',
      name: 'notEligible',
      summary: 'Too small for the promotion',
      body: { channelId: 'BANK-MBB', amount: 50, promotionId: 'WEEKEND20' },
    },
    { operationId: 'getDepositOrder', name: 'awaitingPayment', summary: 'Opened, not paid yet', path: deposit(2) },
    { operationId: 'getDepositOrder', name: 'noSuchOrder', summary: 'No such deposit', path: '/wps/payment/deposit/DP-20990101-0001' },
    {
      operationId: 'confirmDeposit',
      name: 'receiptRequired',
      summary: 'A bank transfer needs its receipt',
      path: `${deposit(1)}/confirm`,
      body: { receipts: [] },
    },
    {
      operationId: 'confirmDeposit',
      name: 'submitted',
      summary: 'Paid, with the receipt: under review',
      path: `${deposit(1)}/confirm`,
      body: { receipts: [RECEIPT], payerReference: 'MBB88210041' },
    },
    { operationId: 'confirmDeposit', name: 'alreadySubmitted', summary: 'Submitted twice', path: `${deposit(1)}/confirm`, body: { receipts: [RECEIPT] } },
    { operationId: 'getDepositOrder', name: 'credited', summary: 'Matched and credited', path: deposit(1) },
    { operationId: 'getWithdrawSettings', name: 'settings', summary: 'Limits, withdrawable balance, auto-receipt minutes' },
    {
      operationId: 'createWithdrawal',
      name: 'held',
      summary: 'RM 500 to Maybank: held',
      encrypt: true,
      body: { bankAccountId: 'BA-10001-1', amount: 500, paymentPassword: '246810' },
    },
    {
      operationId: 'createWithdrawal',
      name: 'wrongPaymentPassword',
      summary: 'A wrong payment password',
      encrypt: true,
      body: { bankAccountId: 'BA-10001-1', amount: 500, paymentPassword: '000000' },
    },
    {
      operationId: 'createWithdrawal',
      name: 'outOfRange',
      summary: 'Below the minimum',
      encrypt: true,
      body: { bankAccountId: 'BA-10001-1', amount: 10, paymentPassword: '246810' },
    },
    {
      operationId: 'createWithdrawal',
      name: 'quotaNotSufficient',
      summary: 'More than the withdrawable balance',
      encrypt: true,
      body: { bankAccountId: 'BA-10001-1', amount: 29999, paymentPassword: '246810' },
    },
    {
      operationId: 'createWithdrawal',
      name: 'paymentPasswordLocked',
      summary: 'The fifth wrong payment password in a row locks it for 15 minutes (issue 28)',
      as: 'newbie',
      encrypt: true,
      body: { bankAccountId: 'BA-30001-1', amount: 100, paymentPassword: '000000' },
      world: {
        before: () => db.update((state) => ((state.pinFailures ??= {}).newbie = { count: 4, lockedUntil: 0 })),
        after: () => db.update((state) => delete state.pinFailures?.newbie),
      },
    },
    {
      operationId: 'createWithdrawal',
      name: 'passwordNotSet',
      summary: 'No payment password yet',
      as: 'agent41',
      encrypt: true,
      body: { bankAccountId: 'BA-20041-1', amount: 100, paymentPassword: '123456' },
    },
    {
      operationId: 'createWithdrawal',
      name: 'second',
      summary: 'RM 300 to CIMB',
      encrypt: true,
      body: { bankAccountId: 'BA-10001-2', amount: 300, paymentPassword: '246810' },
    },
    {
      operationId: 'createWithdrawal',
      name: 'third',
      summary: 'RM 200 to Public Bank',
      encrypt: true,
      body: { bankAccountId: 'BA-10001-3', amount: 200, paymentPassword: '246810' },
    },
    { operationId: 'listWithdrawals', name: 'awaitingConfirmation', summary: 'Paid out, waiting for the member’s confirmation' },
    {
      operationId: 'confirmWithdrawal',
      name: 'proofRequired',
      summary: 'Not received needs a proof image',
      body: { action: 'notReceived', orderId: withdrawal(1), proofs: [] },
    },
    {
      operationId: 'confirmWithdrawal',
      name: 'notReceived',
      summary: 'Reported not received, with proof',
      body: { action: 'notReceived', orderId: withdrawal(1), proofs: [RECEIPT] },
    },
    { operationId: 'confirmWithdrawal', name: 'received', summary: 'One withdrawal received', body: { action: 'received', orderId: withdrawal(3) } },
    { operationId: 'confirmWithdrawal', name: 'allReceived', summary: 'Every waiting withdrawal received', body: { action: 'allReceived' } },
    { operationId: 'confirmWithdrawal', name: 'nothingWaiting', summary: 'Nothing waits for a confirmation', body: { action: 'allReceived' } },
    { operationId: 'getUpline', name: 'agent', summary: 'demo’s upline agent' },
    { operationId: 'getUpline', name: 'none', summary: 'An agent without an upline', as: 'agent1' },
    {
      operationId: 'transferToUpline',
      name: 'sent',
      summary: 'RM 200 to agent1',
      encrypt: true,
      body: { amount: 200, paymentPassword: '246810', remark: 'Top-up for the team' },
    },
    {
      operationId: 'transferToUpline',
      name: 'wrongPaymentPassword',
      summary: 'A wrong payment password',
      encrypt: true,
      body: { amount: 200, paymentPassword: '000000' },
    },
    {
      operationId: 'transferToUpline',
      name: 'quotaNotSufficient',
      summary: 'More than the balance',
      encrypt: true,
      body: { amount: 999999, paymentPassword: '246810' },
    },
    {
      operationId: 'transferToUpline',
      name: 'noUpline',
      summary: 'An agent without an upline',
      as: 'agent1',
      encrypt: true,
      body: { amount: 10, paymentPassword: '123456' },
    },
  ];
}

/** A body with a captcha answer gets the id of a freshly drawn image, as the site sends it. */
async function withCaptchaId(body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null || !('captcha' in body) || 'captchaId' in body) return body;
  const res = await fetch(`${ORIGIN}${byId('getCaptcha').path}`);
  const { value } = (await res.json()) as { value: { captchaId: string } };
  return { ...body, captchaId: value.captchaId };
}

/** The placeholder APP_LINK_CODE becomes a live code issued to demo (createAppLinkCode). */
async function withAppLinkCode(body: unknown, tokens: Map<string, string>): Promise<unknown> {
  if (typeof body !== 'object' || body === null || (body as { code?: unknown }).code !== 'APP_LINK_CODE') return body;
  const res = await fetch(`${ORIGIN}${byId('createAppLinkCode').path}`, { method: 'POST', headers: { token: tokens.get('demo') ?? '' } });
  const { value } = (await res.json()) as { value: { code: string } };
  return { ...body, code: value.code };
}

async function send(call: Call, tokens: Map<string, string>): Promise<{ status: number; body: unknown; request?: unknown }> {
  const operation = byId(call.operationId);
  const url = new URL(`${ORIGIN}${call.path ?? operation.path}`);
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, String(value));
  const headers = new Headers({ Accept: 'application/json' });
  const persona = call.guest ? undefined : (call.as ?? (operation.protected ? 'demo' : undefined));
  const token = persona ? tokens.get(persona) : undefined;
  if (persona && !token) throw new Error(`${persona} has no session`);
  if (token) headers.set('token', token);
  let body: string | undefined;
  let request: unknown;
  if (call.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(call.form).toString();
    request = call.form;
  } else if (call.body === 'FREEPLAY') {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify({ os: 'Windows', platform: 'W', random: await encryptRsa('0f8e2d4c6b1a3958'), gatewayVersion: 3 });
  } else if (call.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    const plain = await withCaptchaId(await withAppLinkCode(call.body, tokens));
    body = JSON.stringify(call.encrypt ? await encrypt(plain) : plain);
    if (!call.encrypt) request = plain;
  }
  // One key per call of the story: each is its own intent (a replay is shown by the mocks' tests).
  if (operation.idempotent) headers.set('Idempotency-Key', `demo-${call.operationId}-${call.name}`.slice(0, 64).padEnd(16, '0'));
  setScenario(call.scenario ?? 'normal');
  const res = await fetch(url, { method: operation.method, headers, body });
  setScenario('normal');
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, request };
}

function statusKey(operation: ContractOperation, status: number): string {
  if (operation.statuses.includes(String(status))) return String(status);
  const range = `${String(status)[0]}XX`;
  if (operation.statuses.includes(range)) return range;
  throw new Error(`${operation.operationId} answered ${status}, which the contract does not declare`);
}

async function login(username: string): Promise<string> {
  const res = await send(
    { operationId: 'login', name: '', summary: '', encrypt: true, body: { username, password: PASSWORDS[username], type: 'username' } },
    new Map(),
  );
  const token = (res.body as { value?: { token?: string } }).value?.token;
  if (!token) throw new Error(`cannot log ${username} in`);
  return token;
}

/** Runs the story against the MSW handlers and returns every answer, by operation, status and name. */
export async function recordWorld(): Promise<{ responses: World; requests: RequestExamples }> {
  resetDb();
  // The demo credits deposits and pays withdrawals a few seconds later; the story's clock stands still, so at once.
  const timing = { ...paymentTiming };
  Object.assign(paymentTiming, { depositCreditMs: 0, withdrawalPayoutMs: 0 });
  const server = setupServer(...handlers);
  server.listen({ onUnhandledFrame: 'error' });
  const responses: World = {};
  const requests: RequestExamples = {};
  const keep = (operation: ContractOperation, status: string, name: string, example: Example) => {
    const byStatus = (responses[operation.operationId] ??= {});
    const named = (byStatus[status] ??= {});
    if (named[name]) throw new Error(`${operation.operationId} ${status}: two examples named ${name}`);
    named[name] = example;
  };
  try {
    const tokens = new Map<string, string>();
    for (const persona of ['demo', 'newbie', 'agent1', 'agent41', 'agent42']) tokens.set(persona, await login(persona));
    // expired's session is the limited one of a forced change: every 403 PASSWORD_CHANGE_REQUIRED below.
    tokens.set('expired', await login('expired'));
    const trial = await send({ operationId: 'loginFreeplay', name: '', summary: '', body: 'FREEPLAY' }, tokens);
    tokens.set('trial', (trial.body as { value: { token: string } }).value.token);

    for (const call of story()) {
      const operation = byId(call.operationId);
      call.world?.before();
      const { status, body, request } = await send(call, tokens);
      call.world?.after();
      keep(operation, statusKey(operation, status), call.name, { summary: call.summary, value: body });
      // A request example is one the contract accepts: the deliberately malformed ones (answered 400) are not.
      if (request !== undefined && status === 200) (requests[operation.operationId] ??= {})[call.name] = { summary: call.summary, value: request };
      // A password reset or change ends the account's other sessions (issue 28): the story signs those personas in again.
      for (const [persona, token] of tokens) if (persona !== 'trial' && !db.state.sessions[token]) tokens.set(persona, await login(persona));
    }
    // Every operation: the answers the shared layers give (no session, server failure), and a 400.
    for (const operation of OPERATIONS) {
      if (!responses[operation.operationId]?.['200']) throw new Error(`The demo story has no success example for ${operation.operationId}`);
      const path = operation.path.replace(/\{[^}]+\}/g, 'X');
      if (operation.protected) {
        const guest = await send({ operationId: operation.operationId, name: '', summary: '', path, guest: true }, tokens);
        if (guest.status !== 401) throw new Error(`${operation.operationId} answered a guest with ${guest.status}`);
        keep(operation, '401', 'notLoggedIn', { summary: 'No session token, or it expired', value: guest.body });
        if (operation.statuses.includes('403') && !responses[operation.operationId]?.['403']) {
          // A limited session is refused where it is not accepted; else a trial session (the role left out).
          const as = operation.limitedSession ? 'trial' : 'expired';
          const refused = await send({ operationId: operation.operationId, name: '', summary: '', path, as }, tokens);
          if (refused.status !== 403) throw new Error(`${operation.operationId} answered ${as} with ${refused.status}`);
          keep(operation, '403', as === 'trial' ? 'trialUser' : 'passwordChangeRequired', {
            summary: as === 'trial' ? 'A trial session: a real account is needed' : 'The limited session of a forced password change',
            value: refused.body,
          });
        }
      }
      const failed = await send({ operationId: operation.operationId, name: '', summary: '', path, scenario: 'server-error' }, tokens);
      keep(operation, statusKey(operation, failed.status), 'serverError', { summary: 'Server or gateway failure', value: failed.body });
      if (operation.statuses.includes('400') && !responses[operation.operationId]?.['400']) {
        // The mocks' 400 answer (respond.ts) for a request the contract does not accept.
        keep(operation, '400', 'invalidRequest', { summary: 'A request the contract does not accept', value: await badRequest('Invalid request').json() });
      }
      if (operation.statuses.includes('429') && !responses[operation.operationId]?.['429']) {
        // The mocks' 429 answer (respond.ts) for a rate-limited call asked too often; the story records the SMS cool-downs.
        keep(operation, '429', 'tooManyRequests', { summary: 'Asked too often: 429 with Retry-After', value: await tooManyRequests().json() });
      }
    }
  } finally {
    server.close();
    Object.assign(paymentTiming, timing);
  }
  return { responses, requests };
}
