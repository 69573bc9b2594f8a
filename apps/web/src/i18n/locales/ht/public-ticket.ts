import type { Translation } from '../../catalogue.ts';
import type en from '../en/public-ticket.ts';

/** Paj piblik yon fich (`/t/<referans>`), pou moun ki gen fich la nan men l. */
export default {
  title: 'Verifye fich',
  loading: 'N ap verifye fich la…',
  notFound: 'Pa gen fich ki gen referans sa a. Gade kòd ki enprime anba kòd QR la.',
  failed: 'Nou pa ka verifye fich la kounye a. Eseye ankò talè.',
  draw: 'Tiraj',
  drawDate: 'Dat tiraj la',
  soldAt: 'Dat ak lè vant',
  soldAtValue: '{{date}} {{time}}',
  lines: 'Boul ki jwe',
  game: 'Jwèt',
  number: 'Boul',
  amount: 'Kantite',
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
} satisfies Translation<typeof en>;
