import type { Translation } from '../../catalogue.ts';
import type en from '../en/fraud.ts';

export default {
  title: 'Signaux de fraude',
  note: 'Chaque vendeur sur la période, chaque chiffre avec dessous celui du vendeur type (la médiane des {{scope}}). Un vendeur est signalé quand un de ses chiffres dépasse celui de presque tous les autres (19 sur 20 sont plus bas) et vaut au moins le double de celui du vendeur type ; seulement si au moins {{minSellers}} vendeurs ont 20 fiches ou plus, et sur au moins {{minEvents}} fiches.',
  scope: {
    subadmin: 'vendeurs de la compagnie',
    supervisor: 'vendeurs que vous supervisez',
  },
  caption: 'Signaux de fraude par vendeur',
  empty: 'Aucune fiche vendue entre ces dates.',
  median: 'médiane {{value}}',
  noMedian: 'pas de médiane',
  companyWinRate: 'Toutes fiches confondues, {{rate}} sont gagnantes.',
  flagged_one: '{{count}} vendeur à examiner',
  flagged_other: '{{count}} vendeurs à examiner',
  nothingStandsOut: 'Rien ne sort du lot.',
  showOthers_one: "Voir l'autre vendeur",
  showOthers_other: 'Voir les {{count}} autres vendeurs',
  hideOthers: 'Ne voir que les vendeurs signalés',
  columns: {
    seller: 'Vendeur',
    tickets: 'Fiches',
    deleted: 'Supprimées',
    lateDeletions: 'Supprimées dans les 10 dernières min ou après la fermeture',
    lateSales: 'Vendues dans la dernière minute',
    winRate: 'Taux de gain',
    paidByOther: 'Payées par un autre vendeur',
    reasons: 'Pourquoi',
  },
  short: {
    lateDeletions: 'Supprimées tard',
    lateSales: 'Vendues tard',
    paidByOther: 'Payées par un autre',
  },
  csv: {
    file: 'signaux-de-fraude',
    inPercent: '{{column}} (%)',
    inHtg: '{{column}} (HTG)',
    won: 'Gagnantes',
    settled: 'Avec résultat',
    medians: 'Médiane',
  },
  countShare: '{{n}} ({{share}})',
  wonOf: '{{won}} sur {{settled}}',
  reasons: {
    deletedShare:
      'A supprimé {{value}} de ses ventes ({{events}} fiches) ; médiane {{median}}, 19 vendeurs sur 20 à {{p95}} ou moins',
    lateDeletionShare:
      '{{events}} fiches supprimées dans les 10 minutes avant la fermeture du tirage ou après ({{value}}) ; médiane {{median}}',
    lateSaleShare:
      '{{events}} fiches vendues dans la dernière minute avant la fermeture du tirage ({{value}}) ; médiane {{median}}',
    winRate: 'Gagne sur {{value}} de ses fiches ({{events}} sur {{base}}) ; médiane {{median}}',
    paidByOtherShare:
      '{{events}} de ses {{base}} gains payés l’ont été par un autre vendeur ({{value}}) ; médiane {{median}}',
  },
  seeTickets: 'Voir les fiches',
  seeTicketsOf: 'Voir les fiches de {{name}} derrière ce chiffre',
  corrected: {
    title: 'Payé, résultat corrigé',
    note: 'Gagnants payés en espèces selon un résultat corrigé depuis : la somme remise ne correspond plus à ce que la fiche gagne. Récupérez l’écart ou passez-le en perte.',
    open: 'Les voir dans Fiches gagnantes',
    paidBy: 'Payé par',
    fileName: 'paye-resultat-corrige',
  },
} satisfies Translation<typeof en>;
