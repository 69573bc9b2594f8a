import type { Translation } from '../../catalogue.ts';
import type en from '../en/risk.ts';

export default {
  title: 'Tableau des risques',
  draw: 'Tirage',
  chooseDraw: 'Choisissez un tirage pour voir son risque.',
  live: 'En direct',
  closesAt: 'ferme à {{time}}',
  closed: 'fermé',
  file: 'tableau-des-risques',
  table: {
    caption: 'Numéros joués dans ce tirage, par paiement',
    payout: 'Paiement s’il tombe',
    staked: 'Mise',
    limit: 'Limite',
    available: 'Disponible',
    used: 'Utilisé',
    usedPercent: 'Utilisé (%)',
    binding: 'Limite qui s’applique',
    limitStaked: 'Mise sous cette limite',
    noLimit: 'Pas de limite',
    empty: 'Rien de vendu pour ce tirage.',
    number_one: 'numéro',
    number_other: 'numéros',
  },
  totals: {
    sales: 'Ventes du tirage',
    worst: 'Pire paiement d’une seule boule',
    offline_one:
      'Exposition hors ligne : {{count}} appareil peut encore vendre {{budget}} hors ligne, {{cap}} sur une même boule (paie {{payout}} si elle sort).',
    offline_other:
      'Exposition hors ligne : {{count}} appareils peuvent encore vendre {{budget}} hors ligne, {{cap}} sur une même boule (paie {{payout}} si elle sort).',
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
    file: 'vendeurs-du-numero',
    nobody: 'Personne n’a joué ce numéro.',
    sum: 'Somme',
  },
} satisfies Translation<typeof en>;
