import type { HelpTopic } from '@generated/model';

/** The help centre's topics in the two languages of this build; `term` is the /help#term anchor. */
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

const MY: HelpTopic[] = [
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

export function helpTopics(language: string | null): HelpTopic[] {
  return language?.toUpperCase() === 'MY' ? MY : EN;
}
