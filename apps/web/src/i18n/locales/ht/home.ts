import type { Translation } from '../../catalogue.ts';
import type en from '../en/home.ts';

export default {
  title: 'Rezime jounen an',
  adminTitle: 'Platfòm nan jodi a',
  todayOn: 'Jodi a, {{date}}',
  figures: {
    tickets: 'Fich',
  },
  change: {
    up: '+{{percent}} % konpare ak {{weekday}} pase a menm lè a',
    down: '−{{percent}} % konpare ak {{weekday}} pase a menm lè a',
    same: 'Menm jan ak {{weekday}} pase a menm lè a',
    none: 'Anyen {{weekday}} pase a menm lè a',
    lastWeek: '{{weekday}} pase a menm lè a: {{value}}',
  },
  draws: {
    title: 'Tiraj jodi a',
    empty: 'Poko gen tiraj. Platfòm nan ajoute tiraj yo.',
    open: 'Ouvè',
    closed: 'Fèmen',
    upcoming: 'Poko ouvè',
    result: 'Boul yo soti',
    closesIn: 'Ap fèmen nan {{time}}',
    opensAt: 'Ap ouvè a {{time}}',
    sales: 'Vant',
    payout: 'Peman',
    ticketsCount_one: '{{count}} fich',
    ticketsCount_other: '{{count}} fich',
  },
  lots: { first: '1e lo', second: '2yèm lo', third: '3yèm lo' },
  chart: {
    title: '30 dènye jou yo',
    perDrawTitle: 'Vant pa tiraj jodi a',
    noSales: 'Pa gen vant nan 30 dènye jou yo.',
    noDrawSales: 'Poko gen vant jodi a.',
  },
  sellers: {
    file: 'pi-bon-machann',
    title: 'Pi bon machann jodi a',
    caption: 'Pi bon machann jodi a',
  },
  noSalesToday: 'Poko gen vant jodi a.',
  loadWhat: 'chif jodi a yo',
  companies: {
    file: 'konpayi-jodi-a',
    caption: 'Konpayi yo jodi a',
    activeSellers: 'Machann aktif',
    empty: 'Poko gen konpayi.',
    inactive: 'Inaktif',
  },
  /** day of the week, 0 Sunday (the change from the same weekday last week) */
  weekdays: {
    sun: 'dimanch',
    mon: 'lendi',
    tue: 'madi',
    wed: 'mèkredi',
    thu: 'jedi',
    fri: 'vandredi',
    sat: 'samdi',
  },
  resultAlerts_one: '{{count}} rezilta pou veye : gade Rezilta jodi a',
  resultAlerts_other: '{{count}} rezilta pou veye : gade Rezilta jodi a',
  alerts: {
    title: 'Alèt peman ki rive',
    empty: 'Pa gen alèt peman ki rive.',
  },
} satisfies Translation<typeof en>;
