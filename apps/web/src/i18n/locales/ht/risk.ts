import type { Translation } from '../../catalogue.ts';
import type en from '../en/risk.ts';

export default {
  title: 'Tablo risk',
  draw: 'Tiraj',
  chooseDraw: 'Chwazi yon tiraj pou wè risk li.',
  live: 'An dirèk',
  closesAt: 'fèmen a {{time}}',
  closed: 'fèmen',
  file: 'tablo-risk',
  table: {
    caption: 'Boul yo jwe nan tiraj sa a, pa peman',
    payout: 'Peman si l soti',
    staked: 'Miz',
    limit: 'Limit',
    available: 'Disponib',
    used: 'Itilize',
    usedPercent: 'Itilize (%)',
    binding: 'Limit ki aplike',
    limitStaked: 'Miz anba limit sa a',
    noLimit: 'Pa gen limit',
    empty: 'Pa gen anyen ki vann nan tiraj sa a.',
    number_one: 'boul',
    number_other: 'boul',
  },
  totals: {
    sales: 'Vant tiraj la',
    worst: 'Pi gwo peman pou yon sèl boul',
    offline_one:
      'Risk san entènèt: {{count}} aparèy ka vann {{budget}} ankò san entènèt, {{cap}} sou yon sèl boul (li peye {{payout}} si l soti).',
    offline_other:
      'Risk san entènèt: {{count}} aparèy ka vann {{budget}} ankò san entènèt, {{cap}} sou yon sèl boul (li peye {{payout}} si l soti).',
  },
  scope: {
    all: 'Konpayi (tout)',
    supervisor: 'Sipèvizè {{name}}',
    seller: 'Machann {{name}}',
  },
  heatMap: {
    title: 'BLT 00–99 pa peman',
    cell: 'BLT {{number}}: peman {{payout}}, miz {{amount}}',
    cellNone: 'BLT {{number}}: pa jwe',
    cellAlerted: '{{cell}}, alèt',
    legendLow: 'Peman pi piti',
    legendHigh: 'Peman pi gwo',
  },
  alerts: {
    title: 'Alèt risk',
    reached: '{{game}} {{number}} rive nan {{percent}} limit li nan tiraj {{draw}}',
    block: 'Bloke',
    blockNamed: 'Bloke {{game}} {{number}} nan tiraj {{lottery}}',
    badge: 'Alèt',
    count_one: '{{count}} alèt',
    count_other: '{{count}} alèt',
    percent: 'Alèt a',
    percentHint: 'Avèti lè yon boul rive nan pousantaj sa a nan limit li.',
    percentInvalid: 'Yon nonb antye soti {{min}} rive {{max}}.',
    save: 'Anrejistre',
  },
  sellers: {
    caption: 'Machann ki jwe boul sa a',
    file: 'machann-boul-la',
    nobody: 'Pèsonn pa jwe boul sa a.',
    sum: 'Total',
  },
} satisfies Translation<typeof en>;
