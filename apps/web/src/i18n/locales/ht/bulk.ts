import type { Translation } from '../../catalogue.ts';
import type en from '../en/bulk.ts';

export default {
  block: {
    open: 'Bloke plizyè',
    title: 'Bloke plizyè boul',
    draws: 'Tiraj yo',
    chooseDraws: 'Chwazi tiraj yo',
    allDraws: 'Tout tiraj yo',
    games: 'Jwèt yo',
    chooseGames: 'Chwazi jwèt yo',
    numbers: 'Boul yo',
    numbersHint:
      'Yon lis (12, 34 56), yon seri (00-09) oswa «doub» (00, 11 … 99); pou MRG, maryaj tankou 12x34.',
    allDoubles: 'Tout doub yo',
    doublesWord: 'doub',
    submit: 'Bloke',
    previewEmpty: 'Chwazi tiraj yo, jwèt yo ak boul yo pou w wè konbyen boul k ap bloke.',
    preview: 'Boul: {{numbers}} · Tiraj: {{draws}} · Pou bloke: {{toAdd}}',
    previewAlready: 'Te deja bloke, yo rete jan yo ye: {{already}}',
    confirmTitle: 'Bloke boul sa yo?',
    confirm: 'Pou bloke: {{toAdd}}\nMachann yo p ap ka vann boul sa yo ankò.',
  },
  sellers: {
    choose: 'Chwazi',
    chooseOne: 'Chwazi {{name}}',
    chooseAll: 'Chwazi tout ({{count}})',
    chosen: 'Chwazi: {{count}}',
    activate: 'Aktive',
    deactivate: 'Dezaktive',
    clear: 'Anile chwa a',
    confirmActivateTitle: 'Aktive machann sa yo?',
    confirmActivate: 'Machann: {{count}}\n{{names}}\nYo ap ka konekte epi vann ankò.',
    confirmDeactivateTitle: 'Dezaktive machann sa yo?',
    confirmDeactivate:
      'Machann: {{count}}\n{{names}}\nY ap dekonekte touswit, epi yo p ap ka vann jiskaske yo aktive ankò.',
  },
  copy: {
    open: 'Kopye sou lòt tiraj',
    title: 'Kopye limit ak boul bloke yon tiraj',
    from: 'Kopye sot nan tiraj',
    to: 'Sou tiraj sa yo',
    chooseTo: 'Chwazi tiraj yo',
    intro:
      'Sou chak tiraj ou chwazi, limit Tout, yon sipèvizè oswa yon machann ranplase pa pa tiraj w ap kopye a, limit li pa genyen yo ajoute, epi boul bloke yo vin ajoute sou pa l yo. Lòt limit li yo rete.',
    submit: 'Kopye',
    confirmTitle: 'Kopye kounye a?',
    source: 'Sot nan {{draw}}: limit: {{limits}}, boul bloke: {{blocks}}.',
    target:
      '{{draw}}: limit ranplase: {{replaced}}, ajoute: {{added}}; boul bloke ajoute: {{blocks}} (te deja la: {{kept}}).',
    nothing: '{{draw}} pa gen ni limit ni boul bloke pou kopye.',
  },
} satisfies Translation<typeof en>;
