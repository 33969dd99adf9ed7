import type { AnnouncementPopupItem, Notice } from '@generated/model';
import { langOf, type Text } from './lang';

/**
 * The site's editorial content as the mocks serve it, in English, Burmese (MY)
 * and Malay (MS): announcement popups and marquee notices.
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
    title: { EN: 'Welcome bonus 100% up to RM 500', MS: 'Bonus alu-aluan 100% sehingga RM 500', MY: 'ကြိုဆိုရေးဘောနပ်စ် 100% (RM 500 အထိ)' },
    content: {
      EN: `<h3>Double your first deposit</h3><p>New members get a <b>100% bonus</b> on their first deposit, up to <b>RM 500.00</b>. Minimum deposit RM 30.00, turnover 15x on slots.</p><p>${REWARD_LINK}Claim it in the reward centre</a> after your deposit is credited.</p>`,
      MS: `<h3>Gandakan deposit pertama anda</h3><p>Ahli baharu menerima <b>bonus 100%</b> untuk deposit pertama, sehingga <b>RM 500.00</b>. Deposit minimum RM 30.00, pusing ganti 15x untuk slot.</p><p>${REWARD_LINK}Tuntut di pusat ganjaran</a> selepas deposit anda dikreditkan.</p>`,
      MY: `<h3>ပထမဆုံး ငွေသွင်းမှုကို နှစ်ဆ ရယူပါ</h3><p>အဖွဲ့ဝင်သစ်များသည် ပထမဆုံး ငွေသွင်းမှုအတွက် <b>100% ဘောနပ်စ်</b> ကို <b>RM 500.00</b> အထိ ရရှိမည်။ အနည်းဆုံး ငွေသွင်း RM 30.00၊ စလော့တွင် လောင်းကြေး 15 ဆ ပြည့်ရမည်။</p><p>ငွေသွင်းမှု ဝင်ပြီးနောက် ${REWARD_LINK}ဆုလာဘ်စင်တာတွင် ရယူပါ</a>။</p>`,
    },
  },
  {
    id: 9002,
    type: 'PR',
    execution: 'B',
    title: { EN: 'Weekly cashback 1.2% on slots', MS: 'Pulangan tunai mingguan 1.2% untuk slot', MY: 'စလော့အတွက် အပတ်စဉ် ငွေပြန်အမ်း 1.2%' },
    content: {
      EN: '<p>Every Monday we credit <b>1.2% cashback</b> on your net slot losses of the previous week. No turnover needed, no cap.</p><ul><li>Counts PG Soft, JILI, JDB, CQ9 and Fa Chai</li><li>Credited by 12:00 noon (GMT+8)</li></ul>',
      MS: '<p>Setiap Isnin kami kreditkan <b>pulangan tunai 1.2%</b> atas kerugian bersih slot anda minggu lepas. Tiada pusing ganti, tiada had.</p><ul><li>Termasuk PG Soft, JILI, JDB, CQ9 dan Fa Chai</li><li>Dikreditkan sebelum 12:00 tengah hari (GMT+8)</li></ul>',
      MY: '<p>တနင်္လာနေ့တိုင်း ယခင်အပတ် စလော့ အသားတင်အရှုံးအပေါ် <b>1.2% ငွေပြန်အမ်း</b> ကို ထည့်ပေးပါသည်။ လောင်းကြေးပြည့်ရန် မလို၊ အများဆုံး ကန့်သတ်ချက် မရှိပါ။</p><ul><li>PG Soft၊ JILI၊ JDB၊ CQ9 နှင့် Fa Chai ပါဝင်သည်</li><li>နေ့လယ် 12:00 (GMT+8) မတိုင်မီ ထည့်ပေးသည်</li></ul>',
    },
  },
  {
    id: 9003,
    type: 'H',
    execution: 'B',
    title: { EN: 'PG Soft scheduled maintenance', MS: 'Penyelenggaraan berjadual PG Soft', MY: 'PG Soft အချိန်ဇယားအတိုင်း ပြုပြင်ထိန်းသိမ်းမှု' },
    content: {
      EN: '<p>PG Soft games will be under maintenance on <b>2025-11-25 from 02:00 to 04:00</b> (GMT+8). Balances in open rounds are safe and settle after the maintenance.</p>',
      MS: '<p>Permainan PG Soft akan diselenggara pada <b>2025-11-25 dari 02:00 hingga 04:00</b> (GMT+8). Baki dalam pusingan terbuka adalah selamat dan diselesaikan selepas penyelenggaraan.</p>',
      MY: '<p>PG Soft ဂိမ်းများကို <b>2025-11-25 နံနက် 02:00 မှ 04:00 အထိ</b> (GMT+8) ပြုပြင်ထိန်းသိမ်းပါမည်။ ကစားဆဲပွဲများရှိ လက်ကျန်ငွေ လုံခြုံပြီး ပြုပြင်ပြီးနောက် စာရင်းရှင်းပေးပါမည်။</p>',
    },
  },
  {
    id: 9004,
    type: 'B',
    execution: 'B',
    title: { EN: 'New games: Fortune Gems 2 and Super Ace', MS: 'Permainan baharu: Fortune Gems 2 dan Super Ace', MY: 'ဂိမ်းအသစ် - Fortune Gems 2 နှင့် Super Ace' },
    content: {
      EN: '<p>Two JILI favourites land in the lobby this week. Try <b>Fortune Gems 2</b> with its new multiplier wheel and <b>Super Ace</b> with golden card wilds.</p><p><img src="/mock-assets/announcements/new-games.svg" alt="Fortune Gems 2 and Super Ace"></p>',
      MS: '<p>Dua kegemaran JILI tiba di lobi minggu ini. Cuba <b>Fortune Gems 2</b> dengan roda pengganda baharu dan <b>Super Ace</b> dengan kad liar emas.</p><p><img src="/mock-assets/announcements/new-games.svg" alt="Fortune Gems 2 dan Super Ace"></p>',
      MY: '<p>လူကြိုက်များသော JILI ဂိမ်းနှစ်ခု ဤအပတ် လော်ဘီသို့ ရောက်လာပါပြီ။ မြှောက်ကိန်းဘီးအသစ်ပါ <b>Fortune Gems 2</b> နှင့် ရွှေရောင် Wild ကတ်ပါ <b>Super Ace</b> ကို ကစားကြည့်ပါ။</p><p><img src="/mock-assets/announcements/new-games.svg" alt="Fortune Gems 2 နှင့် Super Ace"></p>',
    },
  },
  {
    id: 9005,
    type: 'PR',
    execution: 'B',
    title: { EN: 'Refer a friend, earn RM 50', MS: 'Rujuk rakan, dapatkan RM 50', MY: 'သူငယ်ချင်းကို မိတ်ဆက်ပြီး RM 50 ရယူပါ' },
    content: {
      EN: `<p>Share your invite link. When your friend deposits RM 100.00 or more, you both get <b>RM 50.00</b>. ${REWARD_LINK}See your rewards</a>.</p>`,
      MS: `<p>Kongsi pautan jemputan anda. Apabila rakan anda mendeposit RM 100.00 atau lebih, anda berdua mendapat <b>RM 50.00</b>. ${REWARD_LINK}Lihat ganjaran anda</a>.</p>`,
      MY: `<p>သင့်ဖိတ်ခေါ်လင့်ခ်ကို မျှဝေပါ။ သူငယ်ချင်းက RM 100.00 နှင့်အထက် ငွေသွင်းသောအခါ နှစ်ဦးစလုံး <b>RM 50.00</b> စီ ရရှိမည်။ ${REWARD_LINK}သင့်ဆုလာဘ်များ ကြည့်ရန်</a>။</p>`,
    },
  },
  {
    id: 9006,
    type: 'B',
    execution: 'B',
    title: { EN: 'Instant deposits with DuitNow QR', MS: 'Deposit segera dengan DuitNow QR', MY: 'DuitNow QR ဖြင့် ချက်ချင်း ငွေသွင်းပါ' },
    content: {
      EN: '<p>Scan, pay and play: DuitNow QR deposits are now credited within <b>60 seconds</b>, 24 hours a day.</p>',
      MS: '<p>Imbas, bayar dan main: deposit DuitNow QR kini dikreditkan dalam <b>60 saat</b>, 24 jam sehari.</p>',
      MY: '<p>စကင်ဖတ်၊ ငွေပေး၊ ကစား - DuitNow QR ငွေသွင်းမှုများ ယခု <b>60 စက္ကန့်</b> အတွင်း 24 နာရီပတ်လုံး ဝင်ပါသည်။</p>',
    },
  },
  {
    id: 9007,
    type: 'H',
    execution: 'B',
    title: { EN: 'Keep your account safe', MS: 'Pastikan akaun anda selamat', MY: 'သင့်အကောင့်ကို လုံခြုံအောင် ထားပါ' },
    content: {
      // The <script>, the onerror handler and the javascript: link must never run.
      EN: '<p>We will <b>never</b> ask for your password or SMS code by phone or chat.</p><script>window.__announcementScriptRan = true;</script><img src="/mock-assets/announcements/tracking-pixel.gif" width="1" height="1" alt="" onerror="window.__announcementScriptRan = true"><p><a href="javascript:window.__announcementScriptRan = true">Report a suspicious message</a> to customer service.</p>',
      MS: '<p>Kami <b>tidak akan</b> meminta kata laluan atau kod SMS anda melalui telefon atau sembang.</p><script>window.__announcementScriptRan = true;</script><img src="/mock-assets/announcements/tracking-pixel.gif" width="1" height="1" alt="" onerror="window.__announcementScriptRan = true"><p><a href="javascript:window.__announcementScriptRan = true">Laporkan mesej yang mencurigakan</a> kepada khidmat pelanggan.</p>',
      MY: '<p>သင့်စကားဝှက် သို့မဟုတ် SMS ကုဒ်ကို ဖုန်း သို့မဟုတ် chat မှတစ်ဆင့် ကျွန်ုပ်တို့ <b>ဘယ်တော့မှ</b> မတောင်းပါ။</p><script>window.__announcementScriptRan = true;</script><img src="/mock-assets/announcements/tracking-pixel.gif" width="1" height="1" alt="" onerror="window.__announcementScriptRan = true"><p>သံသယဖြစ်ဖွယ် စာများကို ဖောက်သည်ဝန်ဆောင်မှုထံ <a href="javascript:window.__announcementScriptRan = true">တိုင်ကြားပါ</a>။</p>',
    },
  },
  {
    id: 9008,
    type: 'PR',
    execution: 'B',
    title: { EN: 'Lucky Sunday at the live tables', MS: 'Ahad Bertuah di meja langsung', MY: 'တိုက်ရိုက်စားပွဲများတွင် ကံကောင်းသော တနင်္ဂနွေ' },
    content: {
      EN: '<p>Win 8 baccarat hands in a row on Evo Gaming or Sexy Baccarat every Sunday and get an extra <b>RM 188.00</b>.</p>',
      MS: '<p>Menang 8 pusingan bakarat berturut-turut di Evo Gaming atau Sexy Baccarat setiap Ahad dan dapatkan tambahan <b>RM 188.00</b>.</p>',
      MY: '<p>တနင်္ဂနွေနေ့တိုင်း Evo Gaming သို့မဟုတ် Sexy Baccarat တွင် ဘာကာရ 8 ပွဲဆက်တိုက် နိုင်ပါက <b>RM 188.00</b> ထပ်ဆောင်း ရရှိမည်။</p>',
    },
  },
  {
    id: 9009,
    type: 'H',
    execution: 'B',
    title: { EN: 'Play responsibly', MS: 'Bermain secara bertanggungjawab', MY: 'တာဝန်သိစွာ ကစားပါ' },
    content: {
      EN: '<p>Set a budget before you play and take regular breaks. Players must be <b>18 or older</b>. Need help? Customer service can set deposit limits for you.</p>',
      MS: '<p>Tetapkan bajet sebelum bermain dan berehat secara berkala. Pemain mesti berumur <b>18 tahun ke atas</b>. Perlukan bantuan? Khidmat pelanggan boleh menetapkan had deposit untuk anda.</p>',
      MY: '<p>မကစားမီ ဘတ်ဂျက် သတ်မှတ်ပြီး ပုံမှန် အနားယူပါ။ ကစားသူများသည် <b>အသက် 18 နှစ်နှင့်အထက်</b> ဖြစ်ရမည်။ အကူအညီ လိုပါသလား။ ဖောက်သည်ဝန်ဆောင်မှုက သင့်အတွက် ငွေသွင်းကန့်သတ်ချက် သတ်မှတ်ပေးနိုင်ပါသည်။</p>',
    },
  },
  {
    id: 9010,
    type: 'PR',
    execution: 'B',
    title: { EN: 'Year-end lucky draw', MS: 'Cabutan bertuah akhir tahun', MY: 'နှစ်ကုန် ကံစမ်းမဲ' },
    content: {
      EN: `<p>Every RM 500.00 of turnover in December earns one ticket. Prizes include an <b>iPhone 17 Pro</b>, a <b>Honda Vario</b> and RM 8,888.00 in cash. ${REWARD_LINK}Check your tickets</a>.</p>`,
      MS: `<p>Setiap RM 500.00 pusing ganti pada bulan Disember memberi satu tiket. Hadiah termasuk <b>iPhone 17 Pro</b>, <b>Honda Vario</b> dan wang tunai RM 8,888.00. ${REWARD_LINK}Semak tiket anda</a>.</p>`,
      MY: `<p>ဒီဇင်ဘာလအတွင်း လောင်းကြေး RM 500.00 တိုင်းအတွက် လက်မှတ်တစ်စောင် ရမည်။ ဆုများတွင် <b>iPhone 17 Pro</b>၊ <b>Honda Vario</b> နှင့် ငွေသား RM 8,888.00 ပါဝင်သည်။ ${REWARD_LINK}သင့်လက်မှတ်များ စစ်ကြည့်ရန်</a>။</p>`,
    },
  },
  {
    id: 9011,
    type: 'B',
    execution: 'B',
    title: { EN: 'Our app for Android and iOS', MS: 'Aplikasi kami untuk Android dan iOS', MY: 'Android နှင့် iOS အတွက် ကျွန်ုပ်တို့၏ အက်ပ်' },
    content: {
      EN: '<p>Scan the QR code under <b>App download</b> in the side menu to install the app. Log in once and play anywhere.</p>',
      MS: '<p>Imbas kod QR di bawah <b>Muat turun aplikasi</b> dalam menu sisi untuk memasang aplikasi. Log masuk sekali dan main di mana-mana.</p>',
      MY: '<p>အက်ပ်ထည့်သွင်းရန် ဘေးမီနူးရှိ <b>အက်ပ် ဒေါင်းလုဒ်</b> အောက်က QR ကုဒ်ကို စကင်ဖတ်ပါ။ တစ်ကြိမ် အကောင့်ဝင်ပြီး ဘယ်နေရာမှာမဆို ကစားပါ။</p>',
    },
  },
  {
    id: 9101,
    type: 'PR',
    execution: 'A',
    title: { EN: 'Your weekly VIP rebate is ready', MS: 'Rebat VIP mingguan anda sudah sedia', MY: 'သင့်အပတ်စဉ် VIP ပြန်အမ်းငွေ အဆင်သင့်ဖြစ်ပါပြီ' },
    content: {
      EN: `<p>Thank you for playing with us. Your VIP rebate for last week has been calculated. ${REWARD_LINK}Collect it now</a>.</p>`,
      MS: `<p>Terima kasih kerana bermain bersama kami. Rebat VIP anda untuk minggu lepas telah dikira. ${REWARD_LINK}Kutip sekarang</a>.</p>`,
      MY: `<p>ကျွန်ုပ်တို့နှင့်အတူ ကစားသည့်အတွက် ကျေးဇူးတင်ပါသည်။ ပြီးခဲ့သောအပတ်အတွက် သင့် VIP ပြန်အမ်းငွေကို တွက်ချက်ပြီးပါပြီ။ ${REWARD_LINK}ယခုပဲ ရယူပါ</a>။</p>`,
    },
  },
  {
    id: 9102,
    type: 'H',
    execution: 'A',
    title: { EN: 'Withdrawal processing times', MS: 'Masa pemprosesan pengeluaran', MY: 'ငွေထုတ်ခြင်း ကြာချိန်' },
    content: {
      EN: '<p>Withdrawals up to RM 5,000.00 are processed within <b>15 minutes</b>. Larger amounts may take up to 2 hours for a security review.</p>',
      MS: '<p>Pengeluaran sehingga RM 5,000.00 diproses dalam <b>15 minit</b>. Jumlah yang lebih besar mungkin mengambil masa sehingga 2 jam untuk semakan keselamatan.</p>',
      MY: '<p>RM 5,000.00 အထိ ငွေထုတ်မှုများကို <b>15 မိနစ်</b> အတွင်း ဆောင်ရွက်ပေးပါသည်။ ပိုများသော ပမာဏများမှာ လုံခြုံရေးစစ်ဆေးမှုအတွက် 2 နာရီအထိ ကြာနိုင်ပါသည်။</p>',
    },
  },
  {
    id: 9103,
    type: 'PR',
    execution: 'A',
    title: { EN: 'Mission leaderboard: season 4', MS: 'Papan pendahulu misi: musim 4', MY: 'မစ်ရှင် ဦးဆောင်သူဇယား - ရာသီ 4' },
    content: {
      EN: '<p>Complete daily missions, climb the leaderboard and share a prize pool of <b>RM 30,000.00</b>.</p>',
      MS: '<p>Lengkapkan misi harian, naiki papan pendahulu dan kongsi kumpulan hadiah <b>RM 30,000.00</b>.</p>',
      MY: '<p>နေ့စဉ် မစ်ရှင်များ ပြီးမြောက်အောင်လုပ်၊ ဦးဆောင်သူဇယားတွင် တက်လှမ်းပြီး <b>RM 30,000.00</b> ဆုငွေစုကို ခွဲဝေရယူပါ။</p>',
    },
  },
  {
    id: 9201,
    type: 'PR',
    execution: 'F',
    title: { EN: 'Welcome aboard: your first-deposit gift', MS: 'Selamat datang: hadiah deposit pertama anda', MY: 'ကြိုဆိုပါတယ် - ပထမဆုံး ငွေသွင်းမှုအတွက် လက်ဆောင်' },
    content: {
      EN: `<p>Your account is ready. Make your first deposit today and we add <b>100%</b> on top. ${REWARD_LINK}Open the reward centre</a>.</p>`,
      MS: `<p>Akaun anda sudah sedia. Buat deposit pertama hari ini dan kami tambah <b>100%</b>. ${REWARD_LINK}Buka pusat ganjaran</a>.</p>`,
      MY: `<p>သင့်အကောင့် အဆင်သင့်ဖြစ်ပါပြီ။ ယနေ့ ပထမဆုံး ငွေသွင်းလိုက်ပါ၊ <b>100%</b> ထပ်ပေါင်းထည့်ပေးပါမည်။ ${REWARD_LINK}ဆုလာဘ်စင်တာကို ဖွင့်ရန်</a>။</p>`,
    },
  },
  {
    id: 9202,
    type: 'H',
    execution: 'F',
    title: { EN: 'Set up your security centre', MS: 'Sediakan pusat keselamatan anda', MY: 'သင့်လုံခြုံရေးစင်တာကို ပြင်ဆင်ပါ' },
    content: {
      EN: '<p>Add your mobile number and a withdrawal password in the <b>security centre</b> before your first withdrawal.</p>',
      MS: '<p>Tambah nombor telefon bimbit dan kata laluan pengeluaran di <b>pusat keselamatan</b> sebelum pengeluaran pertama anda.</p>',
      MY: '<p>ပထမဆုံး ငွေမထုတ်မီ <b>လုံခြုံရေးစင်တာ</b> တွင် ဖုန်းနံပါတ်နှင့် ငွေထုတ်စကားဝှက် ထည့်ပါ။</p>',
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
    title: { EN: 'Weekly cashback 1.2% is live', MS: 'Pulangan tunai mingguan 1.2% kini aktif', MY: 'အပတ်စဉ် ငွေပြန်အမ်း 1.2% စတင်ပါပြီ' },
    content: {
      EN: 'Weekly cashback of 1.2% on slots is credited every Monday by 12:00 noon.',
      MS: 'Pulangan tunai mingguan 1.2% untuk slot dikreditkan setiap Isnin sebelum 12:00 tengah hari.',
      MY: 'စလော့အတွက် အပတ်စဉ် ငွေပြန်အမ်း 1.2% ကို တနင်္လာနေ့တိုင်း နေ့လယ် 12:00 မတိုင်မီ ထည့်ပေးပါသည်။',
    },
  },
  {
    id: 502,
    time: '2025-11-20 18:30:00',
    title: { EN: 'PG Soft maintenance on 25 November', MS: 'Penyelenggaraan PG Soft pada 25 November', MY: 'နိုဝင်ဘာ 25 တွင် PG Soft ပြုပြင်ထိန်းသိမ်းမှု' },
    content: {
      EN: 'PG Soft games are unavailable on 2025-11-25 from 02:00 to 04:00 (GMT+8).',
      MS: 'Permainan PG Soft tidak tersedia pada 2025-11-25 dari 02:00 hingga 04:00 (GMT+8).',
      MY: 'PG Soft ဂိမ်းများကို 2025-11-25 နံနက် 02:00 မှ 04:00 (GMT+8) အထိ ကစား၍ မရပါ။',
    },
  },
  {
    id: 503,
    time: '2025-11-19 10:15:00',
    title: { EN: 'DuitNow QR deposits now instant', MS: 'Deposit DuitNow QR kini segera', MY: 'DuitNow QR ငွေသွင်းမှု ယခု ချက်ချင်းဝင်သည်' },
    content: {
      EN: 'DuitNow QR deposits are credited within 60 seconds, around the clock.',
      MS: 'Deposit DuitNow QR dikreditkan dalam 60 saat, sepanjang masa.',
      MY: 'DuitNow QR ငွေသွင်းမှုများ 24 နာရီပတ်လုံး 60 စက္ကန့်အတွင်း ဝင်ပါသည်။',
    },
  },
  {
    id: 504,
    time: '2025-11-18 14:00:00',
    title: { EN: 'New JILI games in the lobby', MS: 'Permainan JILI baharu di lobi', MY: 'လော်ဘီတွင် JILI ဂိမ်းအသစ်များ' },
    content: {
      EN: 'Fortune Gems 2 and Super Ace are now available under Slots.',
      MS: 'Fortune Gems 2 dan Super Ace kini tersedia di bawah Slot.',
      MY: 'Fortune Gems 2 နှင့် Super Ace ကို စလော့ အောက်တွင် ယခု ကစားနိုင်ပါပြီ။',
    },
  },
  {
    id: 505,
    time: '2025-11-15 08:00:00',
    title: {
      EN: 'Beware of fake customer-service accounts',
      MS: 'Berhati-hati dengan akaun khidmat pelanggan palsu',
      MY: 'ဖောက်သည်ဝန်ဆောင်မှု အကောင့်အတုများကို သတိထားပါ',
    },
    content: {
      EN: 'Our staff never ask for your password or SMS code. Use only the channels listed in the side menu.',
      MS: 'Kakitangan kami tidak pernah meminta kata laluan atau kod SMS anda. Gunakan hanya saluran yang disenaraikan dalam menu sisi.',
      MY: 'ကျွန်ုပ်တို့ ဝန်ထမ်းများသည် သင့်စကားဝှက် သို့မဟုတ် SMS ကုဒ်ကို ဘယ်တော့မှ မတောင်းပါ။ ဘေးမီနူးတွင် ဖော်ပြထားသော ချန်နယ်များကိုသာ အသုံးပြုပါ။',
    },
  },
];

export function noticesIn(language: string): Notice[] {
  const lang = langOf(language);
  return NOTICES.map((notice) => ({ ...notice, title: notice.title[lang], content: notice.content[lang] }));
}
