import type { Translation } from '../../catalogue.ts';
import type en from '../en/fraud.ts';

export default {
  title: 'Siy fwod',
  note: 'Pou chak machann sou peryòd la, chak chif ak medyàn {{scope}} anba l. Yon machann vini an tèt lè yon chif li pi wo pase 95yèm santil pa yo epi omwen de fwa medyàn yo, pami omwen {{minSellers}} machann ki gen 20 fich oswa plis, epi sou omwen {{minEvents}} fich.',
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
  countShare: '{{count}} ({{share}})',
  wonOf: '{{won}} sou {{settled}}',
  reasons: {
    deletedShare:
      'Li efase {{value}} nan vant li ({{events}} fich); medyàn {{median}}, 95yèm santil {{p95}}',
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
