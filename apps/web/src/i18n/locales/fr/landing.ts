import type { Translation } from '../../catalogue.ts';
import type en from '../en/landing.ts';

export default {
  meta: {
    title: 'Tiraj — gestion de borlette',
    description: 'Tiraj : le logiciel de gestion des banques de borlette en Haïti.',
  },
  nav: {
    label: 'Sections',
    home: 'Accueil',
    features: 'Fonctionnalités',
    pricing: 'Tarifs',
    about: 'À propos',
    contact: 'Contact',
    login: 'Connexion',
    menu: 'Menu',
  },
  hero: {
    badge: 'Fait pour la borlette haïtienne',
    title: 'Gérez votre banque de borlette en toute confiance',
    text: 'Vendeurs, superviseurs, limites, résultats et paiements : Tiraj réunit toute votre banque dans un seul logiciel, fiable et simple, sur ordinateur comme sur téléphone.',
    signIn: 'Se connecter',
    seePricing: 'Voir les tarifs',
  },
  ticket: {
    label: 'Exemple de fiche',
    title: 'Fiche {{code}}',
    winner: 'Gagnante',
    toPay: 'À payer',
  },
  features: {
    eyebrow: 'Fonctionnalités',
    title: 'Tout ce qu’il faut pour faire tourner votre banque',
    devices: {
      title: 'Vente sur appareils',
      text: 'Vos vendeurs vendent BLT, L3C, L4C, L5C et mariages depuis leur appareil, lié à leur compte. Chaque fiche porte un numéro facile à lire.',
    },
    limits: {
      title: 'Limites et numéros bloqués',
      text: 'Fixez le maximum par numéro pour toute la banque, un superviseur ou un vendeur. Le serveur refuse toute vente qui dépasserait la limite, même à la même seconde.',
    },
    results: {
      title: 'Résultats et paiements automatiques',
      text: 'Dès que les lots sont publiés, chaque fiche gagnante est calculée selon votre barème de paiement, sans erreur de calcul.',
    },
    reports: {
      title: 'Rapports en temps réel',
      text: 'Vente, paiements et bénéfice par vendeur, par tirage et par jour. Exportez vos rapports pour votre comptabilité.',
    },
    chat: {
      title: 'Messagerie avec vos vendeurs',
      text: 'Écrivez à un vendeur ou à toute votre équipe, envoyez une photo ou un message vocal, en direct.',
    },
    security: {
      title: 'Vos données protégées',
      text: 'Chaque banque ne voit que ses propres données. Mots de passe chiffrés, sessions révocables, superviseurs limités à leurs vendeurs.',
    },
  },
  pricing: {
    eyebrow: 'Tarifs',
    title: 'Un prix simple, par appareil connecté',
    text: 'Payez chaque mois pour les appareils de vente que vous utilisez. Sans frais d’installation.',
    popular: 'Populaire',
    perDevice: 'par appareil / mois',
    negotiated: 'tarif négocié',
    onQuote: 'Sur devis',
    start: 'Commencer',
    contactUs: 'Nous contacter',
    essential: { name: 'Essentiel', devices: 'De 1 à 39 appareils connectés' },
    growth: { name: 'Croissance', devices: 'De 40 à 80 appareils connectés' },
    network: { name: 'Réseau', devices: 'Plus de 80 appareils connectés' },
    includes: {
      everything: 'Toutes les fonctions incluses',
      unlimited: 'Tirages, limites et rapports illimités',
      support: 'Assistance en français et en créole',
    },
  },
  about: {
    eyebrow: 'À propos',
    title: 'Une équipe qui connaît la borlette',
    text: 'Tiraj est né pour les banques de borlette d’Haïti et de la diaspora. Nous construisons un logiciel où chaque gourde est comptée juste : les limites sont respectées, les gagnants payés selon votre barème, et vos rapports sont prêts chaque soir. Votre banque reste la vôtre : vos données ne sont visibles que par vous.',
  },
  contact: {
    title: 'Parlons de votre banque',
    text: 'Appelez-nous ou écrivez-nous : nous installons Tiraj avec vous et formons votre équipe.',
  },
  footer: {
    rights: '© {{year}} Tiraj. Tous droits réservés.',
  },
} satisfies Translation<typeof en>;
