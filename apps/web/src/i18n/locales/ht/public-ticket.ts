import type { Translation } from '../../catalogue.ts';
import type en from '../en/public-ticket.ts';
import { games } from './games.ts';

/** Paj piblik yon fich (`/t/<referans>`), pou moun ki gen fich la nan men l. */
export default {
  title: 'Verifye fich',
  loading: 'N ap verifye fich la…',
  notFound:
    'Pa gen fich ki gen lyen sa a. Eskane kòd QR ki sou fich la ankò, oswa pote fich la bay yon machann pou l verifye l ak nimewo fich la.',
  failed: 'Nou pa ka verifye fich la kounye a. Eseye ankò talè.',
  draw: 'Tiraj',
  drawDate: 'Dat tiraj la',
  soldAt: 'Dat ak lè vant',
  soldAtValue: '{{date}} {{time}}',
  lines: 'Boul ki jwe',
  game: 'Jwèt',
  number: 'Boul',
  amount: 'Miz',
  free: 'gratis',
  total: 'Total',
  state: {
    waiting: 'Ap tann rezilta a',
    lost: 'Pa genyen',
    won: 'Genyen {{amount}}',
    paid: 'Peye {{amount}} {{date}}',
    cancelled: 'Anile',
  },
  wonHint: 'Pote fich sa a bay yon machann {{company}} pou w touche.',
  wonAtOffice:
    'Fich sa a genyen plis pase sa yon machann ka peye: pote l nan biwo {{company}} pou w touche.',
  correctedNow: 'Yo korije rezilta a apre yo te peye: fich sa a genyen {{amount}} kounye a.',
  officeAddress: 'Biwo a: {{address}}',
  games,
} satisfies Translation<typeof en>;
