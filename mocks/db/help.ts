import type { HelpTopic } from '@generated/model';

/** The help centre's topics in English, Burmese (MY) and Malay (MS); `term` is the /help#term anchor. */
const EN: HelpTopic[] = [
  {
    id: 1,
    term: 'term',
    sequence: 1,
    title: 'Terms and conditions',
    content:
      '<p>By opening an account you confirm that you are <b>at least 18 years old</b> and that online gaming is legal where you live.</p><ul><li>One account per person, household and payment method.</li><li>Bonuses carry the turnover stated in each promotion.</li><li>We may ask for proof of identity before a withdrawal.</li></ul>',
  },
  {
    id: 2,
    term: 'deposit',
    sequence: 2,
    title: 'How to deposit',
    content:
      '<p>Open <b>Deposit</b> in the member bar, choose a payment method, enter the amount and follow the steps. Most deposits arrive within 5 minutes.</p>',
  },
  {
    id: 3,
    term: 'withdrawal',
    sequence: 3,
    title: 'How to withdraw',
    content:
      '<p>Open <b>Withdraw</b>, choose your bank account and the amount. Confirm receipt once the money arrives; an unconfirmed withdrawal counts as received after the set time.</p>',
  },
  {
    id: 4,
    term: 'security',
    sequence: 4,
    title: 'Keeping your account safe',
    content:
      '<p>Use a password nobody can guess and never share it. We will never ask for your password by phone or chat. Change the default password as soon as you log in.</p>',
  },
  {
    id: 5,
    term: 'responsible-gaming',
    sequence: 5,
    title: 'Responsible gaming',
    content: '<p>Play for fun, set limits and take breaks. If gaming stops being fun, contact customer service to pause or close your account.</p>',
  },
];

const MS: HelpTopic[] = [
  {
    id: 1,
    term: 'term',
    sequence: 1,
    title: 'Terma dan syarat',
    content:
      '<p>Dengan membuka akaun, anda mengesahkan bahawa anda <b>berumur sekurang-kurangnya 18 tahun</b> dan permainan dalam talian adalah sah di tempat anda tinggal.</p><ul><li>Satu akaun bagi setiap orang, isi rumah dan kaedah pembayaran.</li><li>Bonus tertakluk pada syarat pusing ganti setiap promosi.</li><li>Kami mungkin meminta bukti identiti sebelum pengeluaran.</li></ul>',
  },
  {
    id: 2,
    term: 'deposit',
    sequence: 2,
    title: 'Cara membuat deposit',
    content:
      '<p>Buka <b>Deposit</b> pada bar ahli, pilih kaedah pembayaran, masukkan jumlah dan ikut langkahnya. Kebanyakan deposit masuk dalam masa 5 minit.</p>',
  },
  {
    id: 3,
    term: 'withdrawal',
    sequence: 3,
    title: 'Cara membuat pengeluaran',
    content:
      '<p>Buka <b>Pengeluaran</b>, pilih akaun bank dan jumlahnya. Sahkan penerimaan apabila wang tiba; pengeluaran yang tidak disahkan dianggap diterima selepas masa yang ditetapkan.</p>',
  },
  {
    id: 4,
    term: 'security',
    sequence: 4,
    title: 'Menjaga keselamatan akaun anda',
    content:
      '<p>Gunakan kata laluan yang sukar diteka dan jangan kongsikannya. Kami tidak akan meminta kata laluan anda melalui telefon atau sembang. Tukar kata laluan lalai sebaik sahaja anda log masuk.</p>',
  },
  {
    id: 5,
    term: 'responsible-gaming',
    sequence: 5,
    title: 'Permainan bertanggungjawab',
    content:
      '<p>Bermain untuk berseronok, tetapkan had dan berehat. Jika permainan tidak lagi menyeronokkan, hubungi khidmat pelanggan untuk menangguhkan atau menutup akaun anda.</p>',
  },
];

const MY: HelpTopic[] = [
  {
    id: 1,
    term: 'term',
    sequence: 1,
    title: 'စည်းကမ်းနှင့် သတ်မှတ်ချက်များ',
    content:
      '<p>အကောင့်ဖွင့်ခြင်းဖြင့် သင်သည် <b>အသက် အနည်းဆုံး 18 နှစ်</b> ပြည့်ပြီဖြစ်ကြောင်းနှင့် သင်နေထိုင်ရာတွင် အွန်လိုင်းဂိမ်းကစားခြင်း တရားဝင်ကြောင်း အတည်ပြုပါသည်။</p><ul><li>လူတစ်ဦး၊ အိမ်ထောင်စုတစ်ခုနှင့် ငွေပေးချေနည်းတစ်ခုလျှင် အကောင့်တစ်ခုသာ ဖွင့်နိုင်သည်။</li><li>ဘောနပ်စ်တိုင်းတွင် ပရိုမိုးရှင်းအလိုက် သတ်မှတ်ထားသော လောင်းကြေးပမာဏ ပြည့်ရမည်။</li><li>ငွေမထုတ်မီ သင့်ကိုယ်ပိုင် အထောက်အထား တောင်းခံနိုင်ပါသည်။</li></ul>',
  },
  {
    id: 2,
    term: 'deposit',
    sequence: 2,
    title: 'ငွေသွင်းနည်း',
    content: '<p>အဖွဲ့ဝင်ဘားရှိ <b>ငွေသွင်း</b> ကို ဖွင့်ပြီး ငွေပေးချေနည်း ရွေးကာ ပမာဏ ထည့်၍ အဆင့်များအတိုင်း လုပ်ဆောင်ပါ။ ငွေသွင်းမှု အများစုသည် 5 မိနစ်အတွင်း ဝင်ပါသည်။</p>',
  },
  {
    id: 3,
    term: 'withdrawal',
    sequence: 3,
    title: 'ငွေထုတ်နည်း',
    content: '<p><b>ငွေထုတ်</b> ကို ဖွင့်ပြီး ဘဏ်အကောင့်နှင့် ပမာဏကို ရွေးပါ။ ငွေရောက်လာသောအခါ လက်ခံရရှိကြောင်း အတည်ပြုပါ။ အတည်မပြုသော ငွေထုတ်မှုကို သတ်မှတ်ချိန် ကျော်လွန်ပါက လက်ခံရရှိပြီးဟု မှတ်ယူပါမည်။</p>',
  },
  {
    id: 4,
    term: 'security',
    sequence: 4,
    title: 'သင့်အကောင့်ကို လုံခြုံအောင် ထားခြင်း',
    content:
      '<p>မည်သူမျှ ခန့်မှန်း၍မရသော စကားဝှက်ကို သုံးပြီး မည်သူနှင့်မျှ မမျှဝေပါနှင့်။ ကျွန်ုပ်တို့သည် ဖုန်း သို့မဟုတ် chat မှတစ်ဆင့် သင့်စကားဝှက်ကို ဘယ်တော့မှ မတောင်းပါ။ အကောင့်ဝင်ပြီးသည်နှင့် မူလစကားဝှက်ကို ပြောင်းပါ။</p>',
  },
  {
    id: 5,
    term: 'responsible-gaming',
    sequence: 5,
    title: 'တာဝန်သိစွာ ကစားခြင်း',
    content: '<p>ပျော်ရွှင်ရန်သာ ကစားပါ၊ ကန့်သတ်ချက် သတ်မှတ်ပြီး အနားယူပါ။ ကစားရတာ မပျော်တော့ပါက သင့်အကောင့်ကို ခေတ္တရပ်ရန် သို့မဟုတ် ပိတ်ရန် ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။</p>',
  },
];

export function helpTopics(language: string | null): HelpTopic[] {
  const upper = language?.toUpperCase();
  return upper === 'MY' ? MY : upper === 'MS' ? MS : EN;
}
