import type { Translation } from '../../catalogue.ts';
import type en from '../en/public-ticket.ts';
import { games } from './games.ts';

/** La page publique d'une fiche (`/t/<référence>`), lue par qui tient la fiche. */
export default {
  title: 'Vérification de fiche',
  loading: 'Vérification de la fiche…',
  notFound:
    'Aucune fiche ne correspond à ce lien. Scannez à nouveau le code QR de la fiche, ou apportez la fiche à un vendeur, qui la vérifie par son numéro.',
  failed: 'La fiche ne peut pas être vérifiée pour le moment. Réessayez dans un instant.',
  draw: 'Tirage',
  drawDate: 'Date du tirage',
  soldAt: 'Vendue le',
  soldAtValue: '{{date}} à {{time}}',
  lines: 'Boules jouées',
  game: 'Jeu',
  number: 'Boule',
  amount: 'Mise',
  free: 'gratuit',
  total: 'Total',
  state: {
    waiting: 'En attente du résultat',
    lost: "N'a pas gagné",
    won: 'Gagnante : {{amount}}',
    paid: 'Payée {{amount}} le {{date}}',
    cancelled: 'Annulée',
  },
  wonHint: 'Apportez cette fiche à un vendeur de {{company}} pour être payé.',
  wonAtOffice:
    'Cette fiche a gagné plus qu’un vendeur ne peut payer : apportez-la au bureau de {{company}} pour être payé.',
  correctedNow: 'Résultat corrigé depuis le paiement : cette fiche gagne maintenant {{amount}}.',
  officeAddress: 'Bureau : {{address}}',
  games,
} satisfies Translation<typeof en>;
