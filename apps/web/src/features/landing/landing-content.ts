import {
  IconBan,
  IconChartBar,
  IconDeviceMobile,
  IconMessages,
  IconShieldLock,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';

export const NAV = [
  { href: '#home', label: 'Home' },
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#about', label: 'About Us' },
  { href: '#contact', label: 'Contact' },
];

export const FEATURES: { icon: Icon; title: string; text: string }[] = [
  {
    icon: IconDeviceMobile,
    title: 'Vente sur appareils',
    text: 'Vos vendeurs vendent BLT, L3C, L4C, L5C et mariages depuis leur appareil, lié à leur compte. Chaque fiche porte un numéro facile à lire.',
  },
  {
    icon: IconBan,
    title: 'Limites et numéros bloqués',
    text: 'Fixez le maximum par numéro pour toute la banque, un superviseur ou un vendeur. Le serveur refuse toute vente qui dépasserait la limite, même à la même seconde.',
  },
  {
    icon: IconTrophy,
    title: 'Résultats et paiements automatiques',
    text: 'Dès que les lots sont publiés, chaque fiche gagnante est calculée selon vos conditions de paiement, sans erreur de calcul.',
  },
  {
    icon: IconChartBar,
    title: 'Rapports en temps réel',
    text: 'Vente, paiements et bénéfice par vendeur, par tirage et par jour. Exportez vos rapports pour votre comptabilité.',
  },
  {
    icon: IconMessages,
    title: 'Messagerie avec vos vendeurs',
    text: 'Écrivez à un vendeur ou à toute votre équipe, envoyez une photo ou un message vocal, en direct.',
  },
  {
    icon: IconShieldLock,
    title: 'Vos données protégées',
    text: 'Chaque banque ne voit que ses propres données. Mots de passe chiffrés, sessions révocables, superviseurs limités à leurs vendeurs.',
  },
];

export const TIERS = [
  {
    name: 'Essentiel',
    price: '10 USD',
    period: 'par appareil / mois',
    devices: 'De 1 à 39 appareils connectés',
    highlight: false,
  },
  {
    name: 'Croissance',
    price: '9 USD',
    period: 'par appareil / mois',
    devices: 'De 40 à 80 appareils connectés',
    highlight: true,
  },
  {
    name: 'Réseau',
    price: 'Sur devis',
    period: 'tarif négocié',
    devices: 'Plus de 80 appareils connectés',
    highlight: false,
  },
];

export const TIER_INCLUDES = [
  'Toutes les fonctions incluses',
  'Tirages, limites et rapports illimités',
  'Assistance en français et en créole',
];
