import {
  IconBan,
  IconChartBar,
  IconDeviceMobile,
  IconMessages,
  IconShieldLock,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';
import type landing from '../../i18n/locales/en/landing.ts';

/** Where every sign-in button of the landing page leads (a page load of the dashboard's entry). */
export const SIGN_IN = '/auth/signin';

/** The operator's contact, as the landing page shows it (`phoneHref`: the `tel:` link). */
export interface Contact {
  phone: string;
  phoneHref: string;
  email: string;
}

/** The sections the header links to (their names: `landing:nav.<key>`). */
export const NAV = [
  { href: '#home', key: 'home' },
  { href: '#features', key: 'features' },
  { href: '#pricing', key: 'pricing' },
  { href: '#about', key: 'about' },
  { href: '#contact', key: 'contact' },
] as const;

/** The features' cards (their words: `landing:features.<key>`). */
export const FEATURES: {
  icon: Icon;
  key: Exclude<keyof typeof landing.features, 'eyebrow' | 'title'>;
}[] = [
  { icon: IconDeviceMobile, key: 'devices' },
  { icon: IconBan, key: 'limits' },
  { icon: IconTrophy, key: 'results' },
  { icon: IconChartBar, key: 'reports' },
  { icon: IconMessages, key: 'chat' },
  { icon: IconShieldLock, key: 'security' },
];

/**
 * The three tiers (SPEC.md §9): 10 USD a device a month from 1 to 39 devices, 9 USD from 40 to 80,
 * more on quote. `price` is a figure, the same in every language; null: negotiated.
 */
export const TIERS = [
  { key: 'essential', price: '10 USD', highlight: false },
  { key: 'growth', price: '9 USD', highlight: true },
  { key: 'network', price: null, highlight: false },
] as const;

export const TIER_INCLUDES = ['everything', 'unlimited', 'support'] as const;
