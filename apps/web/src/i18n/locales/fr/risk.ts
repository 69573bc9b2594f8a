import type { Translation } from '../../catalogue.ts';
import type en from '../en/risk.ts';

export default {
  title: 'Tableau des risques',
  draw: 'Tirage',
  chooseDraw: 'Choisissez un tirage pour voir son risque.',
  live: 'En direct',
  closesAt: 'ferme à {{time}}',
  closed: 'fermé',
  table: {
    caption: 'Numéros joués dans ce tirage, par paiement',
    payout: 'Paiement s’il tombe',
    staked: 'Mise',
    limit: 'Limite',
    available: 'Disponible',
    used: 'Utilisé',
    binding: 'Limite qui s’applique',
    noLimit: 'Pas de limite',
    empty: 'Rien de vendu pour ce tirage.',
    number_one: 'numéro',
    number_other: 'numéros',
  },
  totals: {
    sales: 'Ventes du tirage',
    worst: 'Pire paiement d’une seule boule',
  },
  scope: {
    all: 'Compagnie (toutes)',
    supervisor: 'Superviseur {{name}}',
    seller: 'Vendeur {{name}}',
  },
  heatMap: {
    title: 'BLT 00–99 par paiement',
    cell: 'BLT {{number}} : paiement {{payout}}, mise {{amount}}',
    cellNone: 'BLT {{number}} : pas joué',
    cellAlerted: '{{cell}}, alerte',
    legendLow: 'Paiement plus bas',
    legendHigh: 'Paiement plus haut',
  },
  alerts: {
    title: 'Alerte de risque',
    reached: '{{game}} {{number}} a atteint {{percent}} de sa limite au tirage {{draw}}',
    block: 'Bloquer',
    blockNamed: 'Bloquer {{game}} {{number}} au tirage {{lottery}}',
    badge: 'Alerte',
    count_one: '{{count}} alerte',
    count_other: '{{count}} alertes',
    percent: 'Alerte à',
    percentHint: 'Prévenir quand un numéro atteint cette part de sa limite.',
    percentInvalid: 'Un nombre entier de {{min}} à {{max}}.',
    save: 'Enregistrer',
  },
  sellers: {
    caption: 'Vendeurs qui ont joué ce numéro',
    nobody: 'Personne n’a joué ce numéro.',
    sum: 'Somme',
  },
} satisfies Translation<typeof en>;
