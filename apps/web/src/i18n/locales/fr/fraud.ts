import type { Translation } from '../../catalogue.ts';
import type en from '../en/fraud.ts';

export default {
  title: 'Signaux de fraude',
  note: 'Par vendeur sur la période, chaque chiffre avec, dessous, la médiane des {{scope}}. Un vendeur passe en tête quand un chiffre dépasse le 95e centile des leurs et au moins deux fois leur médiane, parmi au moins {{minSellers}} vendeurs de 20 fiches ou plus, et sur au moins {{minEvents}} fiches.',
  scope: {
    subadmin: "vendeurs de l'entreprise",
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
  countShare: '{{count}} ({{share}})',
  wonOf: '{{won}} sur {{settled}}',
  reasons: {
    deletedShare:
      'A supprimé {{value}} de ses ventes ({{events}} fiches) ; médiane {{median}}, 95e centile {{p95}}',
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
