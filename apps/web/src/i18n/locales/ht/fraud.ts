import type { Translation } from '../../catalogue.ts';
import type en from '../en/fraud.ts';

export default {
  title: 'Siy fwod',
  note: 'Chak machann sou peryòd la, chak chif ak chif machann mwayen an anba l (medyàn {{scope}}). Yo make yon machann lè youn nan chif li yo pi wo pase pifò lòt yo (19 sou 20 pi ba) epi li omwen de fwa chif machann mwayen an; sèlman lè omwen {{minSellers}} machann gen 20 fich oswa plis, epi sou omwen {{minEvents}} fich.',
  scope: {
    subadmin: 'machann konpayi a',
    supervisor: 'machann ou sipèvize yo',
  },
  caption: 'Siy fwod pou chak machann',
  empty: 'Pa gen fich ki vann ant dat sa yo.',
  median: 'medyàn {{value}}',
  noMedian: 'pa gen medyàn',
  companyWinRate: 'Tout fich ansanm, {{rate}} ladan yo genyen.',
  flagged_one: '{{count}} machann pou gade',
  flagged_other: '{{count}} machann pou gade',
  nothingStandsOut: 'Anyen pa depase.',
  showOthers_one: 'Wè lòt machann nan',
  showOthers_other: 'Wè {{count}} lòt machann yo',
  hideOthers: 'Wè sèlman machann ki make yo',
  columns: {
    seller: 'Machann',
    tickets: 'Fich',
    deleted: 'Efase',
    lateDeletions: 'Efase nan 10 dènye minit yo oswa apre tiraj la fèmen',
    lateSales: 'Vann nan dènye minit lan',
    winRate: 'To genyen',
    paidByOther: 'Yon lòt machann peye',
    reasons: 'Poukisa',
  },
  short: {
    lateDeletions: 'Efase an reta',
    lateSales: 'Vann an reta',
    paidByOther: 'Lòt machann peye',
  },
  csv: {
    file: 'siy-fwod',
    inPercent: '{{column}} (%)',
    inHtg: '{{column}} (HTG)',
    won: 'Genyen',
    settled: 'Gen rezilta',
    medians: 'Medyàn',
  },
  countShare: '{{n}} ({{share}})',
  wonOf: '{{won}} sou {{settled}}',
  reasons: {
    deletedShare:
      'Li efase {{value}} nan vant li ({{events}} fich); medyàn {{median}}, 19 machann sou 20 nan {{p95}} oswa mwens',
    lateDeletionShare:
      '{{events}} fich efase nan 10 minit anvan tiraj la fèmen oswa apre ({{value}}); medyàn {{median}}',
    lateSaleShare:
      '{{events}} fich vann nan dènye minit anvan tiraj la fèmen ({{value}}); medyàn {{median}}',
    winRate: 'Li genyen sou {{value}} nan fich li ({{events}} sou {{base}}); medyàn {{median}}',
    paidByOtherShare:
      '{{events}} nan {{base}} fich li ki peye, se yon lòt machann ki peye yo ({{value}}); medyàn {{median}}',
  },
  seeTickets: 'Gade fich yo',
  seeTicketsOf: 'Gade fich {{name}} ki dèyè chif sa a',
  corrected: {
    title: 'Peye, rezilta korije',
    note: 'Moun ki te genyen yo te peye an kach dapre yon rezilta ki korije apre: kòb yo te bay la pa menm ak sa fich la genyen kounye a. Rekipere diferans lan oswa konte l kòm pèt.',
    open: 'Wè yo nan Fich ki genyen',
    paidBy: 'Se kiyès ki peye',
    fileName: 'peye-rezilta-korije',
  },
} satisfies Translation<typeof en>;
