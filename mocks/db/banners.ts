import type { Banner } from '@generated/model';
import { langOf, type Lang, type Text } from './lang';

/** Home banners and video banners (SPEC 3: groupName w_home / w_promotion), in English, Burmese and Malay. */
type BannerSeed = Omit<Banner, 'title'> & { title: Text };

const BANNERS: BannerSeed[] = [
  {
    groupName: 'w_home',
    url: 'home-welcome',
    linkage: '/promotions',
    linkageType: 'ROUTE',
    title: { EN: 'Welcome bonus 100%', MS: 'Bonus alu-aluan 100%', MY: 'ကြိုဆိုရေးဘောနပ်စ် 100%' },
  },
  {
    groupName: 'w_home',
    url: 'home-cashback',
    linkage: '/rng',
    linkageType: 'ROUTE',
    title: { EN: 'Weekly cashback 1.2% on slots', MS: 'Pulangan tunai mingguan 1.2% untuk slot', MY: 'စလော့အတွက် အပတ်စဉ် ငွေပြန်အမ်း 1.2%' },
  },
  {
    groupName: 'w_home',
    url: 'home-live',
    linkage: '/live',
    linkageType: 'ROUTE',
    title: { EN: 'Lucky Sunday live casino', MS: 'Kasino langsung Ahad Bertuah', MY: 'ကံကောင်းသော တနင်္ဂနွေ တိုက်ရိုက်ကာစီနို' },
  },
  {
    groupName: 'w_home',
    url: 'home-referral',
    linkage: '/member?page=referral',
    linkageType: 'ROUTE',
    title: { EN: 'Refer a friend, earn RM 50', MS: 'Rujuk rakan, dapatkan RM 50', MY: 'သူငယ်ချင်းကို မိတ်ဆက်ပြီး RM 50 ရယူပါ' },
  },
  {
    groupName: 'w_promotion',
    url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    thumbnailUrl: 'video-live',
    linkageType: 'NONE',
    title: { EN: 'Live casino highlights', MS: 'Sorotan kasino langsung', MY: 'တိုက်ရိုက်ကာစီနို အထူးအခိုက်အတန့်များ' },
  },
  {
    groupName: 'w_promotion',
    url: 'https://youtu.be/ScMzIvxBSi4',
    thumbnailUrl: 'video-slots',
    linkageType: 'NONE',
    title: { EN: 'Top slot wins of the week', MS: 'Kemenangan slot terbaik minggu ini', MY: 'ဤအပတ်၏ စလော့ အကြီးဆုံး အနိုင်ရမှုများ' },
  },
  {
    groupName: 'w_promotion',
    url: 'https://www.youtube.com/watch?v=LXb3EKWsInQ',
    thumbnailUrl: 'video-sports',
    linkageType: 'NONE',
    title: { EN: 'Sportsbook: how to bet live', MS: 'Sukan: cara bertaruh secara langsung', MY: 'အားကစား - ပွဲတိုက်ရိုက် လောင်းနည်း' },
  },
];

/** Image names become mock-asset URLs that draw the banner in the visitor's language. */
export function bannersIn(language: string): Banner[] {
  const lang = langOf(language);
  const asset = (name: string) => `/mock-assets/banners/${name}.svg?lang=${lang}`;
  return BANNERS.map((banner) => ({
    ...banner,
    url: banner.groupName === 'w_home' ? asset(banner.url) : banner.url,
    thumbnailUrl: banner.thumbnailUrl ? asset(banner.thumbnailUrl) : undefined,
    title: banner.title[lang],
  }));
}

/**
 * Copy drawn on the banner images (headline, sub line, call to action).
 * An SVG image cannot use the page's web font, so Burmese art would show
 * missing-glyph boxes on a device without a Myanmar font: MY draws the
 * English art (its alt text, the title above, is Burmese).
 */
export const BANNER_ART: Record<string, Record<Exclude<Lang, 'MY'>, [string, string, string]>> = {
  'home-welcome': {
    EN: ['WELCOME BONUS 100%', 'Up to RM 500 on your first deposit', 'Claim now'],
    MS: ['BONUS ALU-ALUAN 100%', 'Sehingga RM 500 untuk deposit pertama', 'Tuntut sekarang'],
  },
  'home-cashback': {
    EN: ['1.2% WEEKLY CASHBACK', 'On every slot, every Monday, no cap', 'Play slots'],
    MS: ['PULANGAN TUNAI 1.2%', 'Untuk setiap slot, setiap Isnin, tanpa had', 'Main slot'],
  },
  'home-live': {
    EN: ['LUCKY SUNDAY', 'Win 8 baccarat hands in a row, get RM 188', 'Join a table'],
    MS: ['AHAD BERTUAH', 'Menang 8 pusingan bakarat, dapat RM 188', 'Sertai meja'],
  },
  'home-referral': {
    EN: ['REFER A FRIEND', 'You both get RM 50 on their first deposit', 'Invite now'],
    MS: ['RUJUK RAKAN', 'Anda berdua dapat RM 50 untuk deposit pertama', 'Jemput sekarang'],
  },
  'video-live': { EN: ['LIVE CASINO', 'Highlights of the week', ''], MS: ['KASINO LANGSUNG', 'Sorotan minggu ini', ''] },
  'video-slots': { EN: ['BIG WINS', 'Top slot wins of the week', ''], MS: ['MENANG BESAR', 'Kemenangan slot terbaik', ''] },
  'video-sports': { EN: ['SPORTSBOOK', 'How to bet live', ''], MS: ['SUKAN', 'Cara bertaruh secara langsung', ''] },
};
