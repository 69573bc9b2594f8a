import type { Translation } from '../../catalogue.ts';
import type en from '../en/public-ticket.ts';

/** La page publique d'une fiche (`/t/<référence>`), lue par qui tient la fiche. */
export default {
  title: 'Vérification de fiche',
  loading: 'Vérification de la fiche…',
  notFound: "Aucune fiche n'a cette référence. Vérifiez le code imprimé sous le code QR.",
  failed: 'La fiche ne peut pas être vérifiée pour le moment. Réessayez dans un instant.',
  draw: 'Tirage',
  drawDate: 'Date du tirage',
  soldAt: 'Vendue le',
  soldAtValue: '{{date}} à {{time}}',
  lines: 'Boules jouées',
  game: 'Jeu',
  number: 'Boule',
  amount: 'Montant',
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
} satisfies Translation<typeof en>;
