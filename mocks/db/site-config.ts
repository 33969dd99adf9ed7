import type { CountryCode, PermissionInfo, RegisterFieldSetting, WhitelabelFlag } from '@generated/model';

/**
 * The merchant's configuration as the mocks serve it: one coherent site
 * (generated faker data would flip flags on every call).
 */
export const WHITELABEL: WhitelabelFlag[] = [
  { modId: 'AGENTPOLICY3', enabled: true },
  { modId: 'CHNGPASSVERIF3', enabled: false },
  { modId: 'USERNAMEREG3', enabled: true },
  { modId: 'MOBILENUMREG3', enabled: true },
  { modId: 'MOBILENUMPASSREG3', enabled: true },
  { modId: 'REGMOBVERF3', enabled: true },
  { modId: 'PTSYS3', enabled: true },
  { modId: 'MANPLAYREB3', enabled: true },
  // Play safely (issue 30, an x-spec-extension): on in the demo.
  { modId: 'PLAYSAFE3', enabled: true },
];

export const REGISTER_SETTINGS: RegisterFieldSetting[] = [
  { field: 'username', enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 1, minLength: 6, maxLength: 16 },
  {
    field: 'password',
    enabled: true,
    required: true,
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d@#$%^&*!]+$',
    patternId: 4,
    minLength: 8,
    maxLength: 20,
  },
  { field: 'mobileNum', enabled: true, required: true, acceptedPattern: '^\\d+$', patternId: 2, minLength: 9, maxLength: 11 },
  { field: 'email', enabled: true, required: false, acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', patternId: 8, minLength: 5, maxLength: 64 },
  { field: 'payeeName', enabled: true, required: false, acceptedPattern: '^[A-Za-z ]+$', patternId: 6, minLength: 2, maxLength: 40 },
  { field: 'affiliateCode', enabled: true, required: false, acceptedPattern: '*', patternId: 0, minLength: 4, maxLength: 12 },
  { field: 'captcha', enabled: true, required: true, acceptedPattern: '^\\d+$', patternId: 2, minLength: 4, maxLength: 4 },
];

const b64 = (url: string) => btoa(url);

export const PERMISSION: PermissionInfo = {
  customerService: [
    { csType: 'LIVECHAT', title: 'Live Chat 24/7', path: b64('https://livechat.example.com/chat') },
    { csType: 'FACEBOOK', title: 'Facebook', path: b64('https://m.facebook.com/royallobby') },
    { csType: 'TELEGRAM', title: 'Telegram', path: b64('https://t.me/royallobby_support') },
    { csType: 'WHATSAPP', title: 'WhatsApp', path: b64('https://wa.me/60123456789') },
  ],
  domainRoute: [{ domain: 'localhost', route: '/' }],
  resources: [
    { type: 'Android', url: 'https://download.example.com/royallobby.apk', name: 'Android app' },
    { type: 'TELEGRAM', url: 'https://t.me/royallobby', name: 'Telegram channel' },
    { type: 'TELEGRAM1', url: 'https://t.me/royallobby_promo', name: 'Telegram promotions' },
    { type: 'WHATSAPP', url: 'https://wa.me/60123456789', name: 'WhatsApp' },
  ],
  whitelabel: WHITELABEL,
  register: REGISTER_SETTINGS,
  mainDomain: 'royallobby.example.com',
  analytics: {},
  imageCDNs: [],
  launchGameCDNs: [],
  location: { ip: '203.106.85.14', country: 'MY' },
  maintenance: false,
  regionRestriction: false,
  availablePromo: [{ code: 'REFERRAL', enabled: true }],
  languages: ['MY', 'EN'],
  defaultLanguage: 'MY',
  verificationCodeLogin: true,
  thirdPartyLogin: true,
  passwordExpiryEnabled: true,
  merchantCode: 'DEMO',
};

/** Dialing codes for the mobile fields (the merchant's own country first). */
export const COUNTRY_CODES: CountryCode[] = [
  { countryCode: 'MY', countryName: 'Malaysia', countryDialingCode: '+60' },
  // Burmese is the site's first language (ADR 0009): its players register with Myanmar numbers (issue 32).
  { countryCode: 'MM', countryName: 'Myanmar', countryDialingCode: '+95' },
  { countryCode: 'SG', countryName: 'Singapore', countryDialingCode: '+65' },
  { countryCode: 'TH', countryName: 'Thailand', countryDialingCode: '+66' },
  { countryCode: 'VN', countryName: 'Vietnam', countryDialingCode: '+84' },
  { countryCode: 'ID', countryName: 'Indonesia', countryDialingCode: '+62' },
  { countryCode: 'BD', countryName: 'Bangladesh', countryDialingCode: '+880' },
];
