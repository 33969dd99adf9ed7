import type { AnnouncementPopupItem, Notice } from '@generated/model';
import { langOf, type Text } from './lang';

/**
 * The site's editorial content as the mocks serve it, in English and Malay
 * (the MY + EN build): announcement popups and marquee notices.
 * One announcement carries a <script> and event handlers on purpose: the
 * client must sanitise it, and the tests prove nothing in it runs.
 */
type AnnouncementSeed = Omit<AnnouncementPopupItem, 'title' | 'content'> & { title: Text; content: Text };

const REWARD_LINK = '<a href="/member?page=rewardCenter">';

export const ANNOUNCEMENTS: AnnouncementSeed[] = [
  {
    id: 9001,
    type: 'PR',
    execution: 'B',
    title: { EN: 'Welcome bonus 100% up to RM 500', MY: 'Bonus alu-aluan 100% sehingga RM 500' },
    content: {
      EN: `<h3>Double your first deposit</h3><p>New members get a <b>100% bonus</b> on their first deposit, up to <b>RM 500.00</b>. Minimum deposit RM 30.00, turnover 15x on slots.</p><p>${REWARD_LINK}Claim it in the reward centre</a> after your deposit is credited.</p>`,
      MY: `<h3>Gandakan deposit pertama anda</h3><p>Ahli baharu menerima <b>bonus 100%</b> untuk deposit pertama, sehingga <b>RM 500.00</b>. Deposit minimum RM 30.00, pusing ganti 15x untuk slot.</p><p>${REWARD_LINK}Tuntut di pusat ganjaran</a> selepas deposit anda dikreditkan.</p>`,
    },
  },
  {
    id: 9002,
    type: 'PR',
    execution: 'B',
    title: { EN: 'Weekly cashback 1.2% on slots', MY: 'Pulangan tunai mingguan 1.2% untuk slot' },
    content: {
      EN: '<p>Every Monday we credit <b>1.2% cashback</b> on your net slot losses of the previous week. No turnover needed, no cap.</p><ul><li>Counts PG Soft, JILI, JDB, CQ9 and Fa Chai</li><li>Credited by 12:00 noon (GMT+8)</li></ul>',
      MY: '<p>Setiap Isnin kami kreditkan <b>pulangan tunai 1.2%</b> atas kerugian bersih slot anda minggu lepas. Tiada pusing ganti, tiada had.</p><ul><li>Termasuk PG Soft, JILI, JDB, CQ9 dan Fa Chai</li><li>Dikreditkan sebelum 12:00 tengah hari (GMT+8)</li></ul>',
    },
  },
  {
    id: 9003,
    type: 'H',
    execution: 'B',
    title: { EN: 'PG Soft scheduled maintenance', MY: 'Penyelenggaraan berjadual PG Soft' },
    content: {
      EN: '<p>PG Soft games will be under maintenance on <b>2025-11-25 from 02:00 to 04:00</b> (GMT+8). Balances in open rounds are safe and settle after the maintenance.</p>',
      MY: '<p>Permainan PG Soft akan diselenggara pada <b>2025-11-25 dari 02:00 hingga 04:00</b> (GMT+8). Baki dalam pusingan terbuka adalah selamat dan diselesaikan selepas penyelenggaraan.</p>',
    },
  },
  {
    id: 9004,
    type: 'B',
    execution: 'B',
    title: { EN: 'New games: Fortune Gems 2 and Super Ace', MY: 'Permainan baharu: Fortune Gems 2 dan Super Ace' },
    content: {
      EN: '<p>Two JILI favourites land in the lobby this week. Try <b>Fortune Gems 2</b> with its new multiplier wheel and <b>Super Ace</b> with golden card wilds.</p><p><img src="/mock-assets/announcements/new-games.svg" alt="Fortune Gems 2 and Super Ace"></p>',
      MY: '<p>Dua kegemaran JILI tiba di lobi minggu ini. Cuba <b>Fortune Gems 2</b> dengan roda pengganda baharu dan <b>Super Ace</b> dengan kad liar emas.</p><p><img src="/mock-assets/announcements/new-games.svg" alt="Fortune Gems 2 dan Super Ace"></p>',
    },
  },
  {
    id: 9005,
    type: 'PR',
    execution: 'B',
    title: { EN: 'Refer a friend, earn RM 50', MY: 'Rujuk rakan, dapatkan RM 50' },
    content: {
      EN: `<p>Share your invite link. When your friend deposits RM 100.00 or more, you both get <b>RM 50.00</b>. ${REWARD_LINK}See your rewards</a>.</p>`,
      MY: `<p>Kongsi pautan jemputan anda. Apabila rakan anda mendeposit RM 100.00 atau lebih, anda berdua mendapat <b>RM 50.00</b>. ${REWARD_LINK}Lihat ganjaran anda</a>.</p>`,
    },
  },
  {
    id: 9006,
    type: 'B',
    execution: 'B',
    title: { EN: 'Instant deposits with DuitNow QR', MY: 'Deposit segera dengan DuitNow QR' },
    content: {
      EN: '<p>Scan, pay and play: DuitNow QR deposits are now credited within <b>60 seconds</b>, 24 hours a day.</p>',
      MY: '<p>Imbas, bayar dan main: deposit DuitNow QR kini dikreditkan dalam <b>60 saat</b>, 24 jam sehari.</p>',
    },
  },
  {
    id: 9007,
    type: 'H',
    execution: 'B',
    title: { EN: 'Keep your account safe', MY: 'Pastikan akaun anda selamat' },
    content: {
      // The <script>, the onerror handler and the javascript: link must never run.
      EN: '<p>We will <b>never</b> ask for your password or SMS code by phone or chat.</p><script>window.__announcementScriptRan = true;</script><img src="/mock-assets/announcements/tracking-pixel.gif" width="1" height="1" alt="" onerror="window.__announcementScriptRan = true"><p><a href="javascript:window.__announcementScriptRan = true">Report a suspicious message</a> to customer service.</p>',
      MY: '<p>Kami <b>tidak akan</b> meminta kata laluan atau kod SMS anda melalui telefon atau sembang.</p><script>window.__announcementScriptRan = true;</script><img src="/mock-assets/announcements/tracking-pixel.gif" width="1" height="1" alt="" onerror="window.__announcementScriptRan = true"><p><a href="javascript:window.__announcementScriptRan = true">Laporkan mesej yang mencurigakan</a> kepada khidmat pelanggan.</p>',
    },
  },
  {
    id: 9008,
    type: 'PR',
    execution: 'B',
    title: { EN: 'Lucky Sunday at the live tables', MY: 'Ahad Bertuah di meja langsung' },
    content: {
      EN: '<p>Win 8 baccarat hands in a row on Evo Gaming or Sexy Baccarat every Sunday and get an extra <b>RM 188.00</b>.</p>',
      MY: '<p>Menang 8 pusingan bakarat berturut-turut di Evo Gaming atau Sexy Baccarat setiap Ahad dan dapatkan tambahan <b>RM 188.00</b>.</p>',
    },
  },
  {
    id: 9009,
    type: 'H',
    execution: 'B',
    title: { EN: 'Play responsibly', MY: 'Bermain secara bertanggungjawab' },
    content: {
      EN: '<p>Set a budget before you play and take regular breaks. Players must be <b>18 or older</b>. Need help? Customer service can set deposit limits for you.</p>',
      MY: '<p>Tetapkan bajet sebelum bermain dan berehat secara berkala. Pemain mesti berumur <b>18 tahun ke atas</b>. Perlukan bantuan? Khidmat pelanggan boleh menetapkan had deposit untuk anda.</p>',
    },
  },
  {
    id: 9010,
    type: 'PR',
    execution: 'B',
    title: { EN: 'Year-end lucky draw', MY: 'Cabutan bertuah akhir tahun' },
    content: {
      EN: `<p>Every RM 500.00 of turnover in December earns one ticket. Prizes include an <b>iPhone 17 Pro</b>, a <b>Honda Vario</b> and RM 8,888.00 in cash. ${REWARD_LINK}Check your tickets</a>.</p>`,
      MY: `<p>Setiap RM 500.00 pusing ganti pada bulan Disember memberi satu tiket. Hadiah termasuk <b>iPhone 17 Pro</b>, <b>Honda Vario</b> dan wang tunai RM 8,888.00. ${REWARD_LINK}Semak tiket anda</a>.</p>`,
    },
  },
  {
    id: 9011,
    type: 'B',
    execution: 'B',
    title: { EN: 'Our app for Android and iOS', MY: 'Aplikasi kami untuk Android dan iOS' },
    content: {
      EN: '<p>Scan the QR code under <b>App download</b> in the side menu to install the app. Log in once and play anywhere.</p>',
      MY: '<p>Imbas kod QR di bawah <b>Muat turun aplikasi</b> dalam menu sisi untuk memasang aplikasi. Log masuk sekali dan main di mana-mana.</p>',
    },
  },
  {
    id: 9101,
    type: 'PR',
    execution: 'A',
    title: { EN: 'Your weekly VIP rebate is ready', MY: 'Rebat VIP mingguan anda sudah sedia' },
    content: {
      EN: `<p>Thank you for playing with us. Your VIP rebate for last week has been calculated. ${REWARD_LINK}Collect it now</a>.</p>`,
      MY: `<p>Terima kasih kerana bermain bersama kami. Rebat VIP anda untuk minggu lepas telah dikira. ${REWARD_LINK}Kutip sekarang</a>.</p>`,
    },
  },
  {
    id: 9102,
    type: 'H',
    execution: 'A',
    title: { EN: 'Withdrawal processing times', MY: 'Masa pemprosesan pengeluaran' },
    content: {
      EN: '<p>Withdrawals up to RM 5,000.00 are processed within <b>15 minutes</b>. Larger amounts may take up to 2 hours for a security review.</p>',
      MY: '<p>Pengeluaran sehingga RM 5,000.00 diproses dalam <b>15 minit</b>. Jumlah yang lebih besar mungkin mengambil masa sehingga 2 jam untuk semakan keselamatan.</p>',
    },
  },
  {
    id: 9103,
    type: 'PR',
    execution: 'A',
    title: { EN: 'Mission leaderboard: season 4', MY: 'Papan pendahulu misi: musim 4' },
    content: {
      EN: '<p>Complete daily missions, climb the leaderboard and share a prize pool of <b>RM 30,000.00</b>.</p>',
      MY: '<p>Lengkapkan misi harian, naiki papan pendahulu dan kongsi kumpulan hadiah <b>RM 30,000.00</b>.</p>',
    },
  },
  {
    id: 9201,
    type: 'PR',
    execution: 'F',
    title: { EN: 'Welcome aboard: your first-deposit gift', MY: 'Selamat datang: hadiah deposit pertama anda' },
    content: {
      EN: `<p>Your account is ready. Make your first deposit today and we add <b>100%</b> on top. ${REWARD_LINK}Open the reward centre</a>.</p>`,
      MY: `<p>Akaun anda sudah sedia. Buat deposit pertama hari ini dan kami tambah <b>100%</b>. ${REWARD_LINK}Buka pusat ganjaran</a>.</p>`,
    },
  },
  {
    id: 9202,
    type: 'H',
    execution: 'F',
    title: { EN: 'Set up your security centre', MY: 'Sediakan pusat keselamatan anda' },
    content: {
      EN: '<p>Add your mobile number and a withdrawal password in the <b>security centre</b> before your first withdrawal.</p>',
      MY: '<p>Tambah nombor telefon bimbit dan kata laluan pengeluaran di <b>pusat keselamatan</b> sebelum pengeluaran pertama anda.</p>',
    },
  },
];

export function announcementsIn(language: string): AnnouncementPopupItem[] {
  const lang = langOf(language);
  return ANNOUNCEMENTS.map((item) => ({ ...item, title: item.title[lang], content: item.content[lang] }));
}

type NoticeSeed = Omit<Notice, 'title' | 'content'> & { title: Text; content: Text };

const NOTICES: NoticeSeed[] = [
  {
    id: 501,
    time: '2025-11-21 09:00:00',
    title: { EN: 'Weekly cashback 1.2% is live', MY: 'Pulangan tunai mingguan 1.2% kini aktif' },
    content: {
      EN: 'Weekly cashback of 1.2% on slots is credited every Monday by 12:00 noon.',
      MY: 'Pulangan tunai mingguan 1.2% untuk slot dikreditkan setiap Isnin sebelum 12:00 tengah hari.',
    },
  },
  {
    id: 502,
    time: '2025-11-20 18:30:00',
    title: { EN: 'PG Soft maintenance on 25 November', MY: 'Penyelenggaraan PG Soft pada 25 November' },
    content: {
      EN: 'PG Soft games are unavailable on 2025-11-25 from 02:00 to 04:00 (GMT+8).',
      MY: 'Permainan PG Soft tidak tersedia pada 2025-11-25 dari 02:00 hingga 04:00 (GMT+8).',
    },
  },
  {
    id: 503,
    time: '2025-11-19 10:15:00',
    title: { EN: 'DuitNow QR deposits now instant', MY: 'Deposit DuitNow QR kini segera' },
    content: {
      EN: 'DuitNow QR deposits are credited within 60 seconds, around the clock.',
      MY: 'Deposit DuitNow QR dikreditkan dalam 60 saat, sepanjang masa.',
    },
  },
  {
    id: 504,
    time: '2025-11-18 14:00:00',
    title: { EN: 'New JILI games in the lobby', MY: 'Permainan JILI baharu di lobi' },
    content: {
      EN: 'Fortune Gems 2 and Super Ace are now available under Slots.',
      MY: 'Fortune Gems 2 dan Super Ace kini tersedia di bawah Slot.',
    },
  },
  {
    id: 505,
    time: '2025-11-15 08:00:00',
    title: { EN: 'Beware of fake customer-service accounts', MY: 'Berhati-hati dengan akaun khidmat pelanggan palsu' },
    content: {
      EN: 'Our staff never ask for your password or SMS code. Use only the channels listed in the side menu.',
      MY: 'Kakitangan kami tidak pernah meminta kata laluan atau kod SMS anda. Gunakan hanya saluran yang disenaraikan dalam menu sisi.',
    },
  },
];

export function noticesIn(language: string): Notice[] {
  const lang = langOf(language);
  return NOTICES.map((notice) => ({ ...notice, title: notice.title[lang], content: notice.content[lang] }));
}
