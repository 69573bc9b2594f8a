import type { Translation } from '../../catalogue.ts';
import type en from '../en/home.ts';

export default {
  title: "Aujourd'hui en un coup d'œil",
  adminTitle: "La plateforme aujourd'hui",
  todayOn: "Aujourd'hui, {{date}}",
  figures: {
    tickets: 'Fiches',
  },
  change: {
    up: '+{{percent}} % par rapport à {{weekday}} dernier à la même heure',
    down: '−{{percent}} % par rapport à {{weekday}} dernier à la même heure',
    same: 'Comme {{weekday}} dernier à la même heure',
    none: 'Rien {{weekday}} dernier à la même heure',
    lastWeek: '{{weekday}} dernier à la même heure : {{value}}',
  },
  draws: {
    title: "Les tirages d'aujourd'hui",
    empty: 'Pas encore de tirage. La plateforme ajoute les tirages.',
    open: 'Ouvert',
    closed: 'Fermé',
    upcoming: 'Pas encore ouvert',
    result: 'Boules sorties',
    closesIn: 'Ferme dans {{time}}',
    opensAt: 'Ouvre à {{time}}',
    sales: 'Ventes',
    payout: 'Paiements',
    ticketsCount_one: '{{count}} fiche',
    ticketsCount_other: '{{count}} fiches',
  },
  lots: { first: '1er lot', second: '2e lot', third: '3e lot' },
  chart: {
    title: 'Les 30 derniers jours',
    perDrawTitle: "Ventes par tirage aujourd'hui",
    noSales: 'Aucune vente ces 30 derniers jours.',
    noDrawSales: "Pas encore de vente aujourd'hui.",
  },
  sellers: {
    file: 'meilleurs-vendeurs',
    title: "Meilleurs vendeurs d'aujourd'hui",
    caption: "Meilleurs vendeurs d'aujourd'hui",
  },
  noSalesToday: "Pas encore de vente aujourd'hui.",
  loadWhat: "les chiffres d'aujourd'hui",
  companies: {
    file: 'compagnies-du-jour',
    caption: "Les compagnies aujourd'hui",
    activeSellers: 'Vendeurs actifs',
    empty: 'Pas encore de compagnie.',
    inactive: 'Inactive',
  },
  /** day of the week, 0 Sunday (the change from the same weekday last week) */
  weekdays: {
    sun: 'dimanche',
    mon: 'lundi',
    tue: 'mardi',
    wed: 'mercredi',
    thu: 'jeudi',
    fri: 'vendredi',
    sat: 'samedi',
  },
  resultAlerts_one: '{{count}} résultat à surveiller : voir les Résultats du jour',
  resultAlerts_other: '{{count}} résultats à surveiller : voir les Résultats du jour',
  alerts: {
    title: 'Alertes de paiement à échéance',
    empty: 'Aucune alerte de paiement à échéance.',
  },
} satisfies Translation<typeof en>;
