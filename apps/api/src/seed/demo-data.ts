/** What the demo operator looks like: real-looking draws, companies and their people. */
export const DEMO_CATEGORIES = [
  { name: 'Georgia Midi', startTime: '06:00', endTime: '12:25' },
  { name: 'Florida Midi', startTime: '06:00', endTime: '13:25' },
  { name: 'New York Midi', startTime: '06:00', endTime: '14:25' },
  { name: 'Georgia Soir', startTime: '12:45', endTime: '18:55' },
  { name: 'Florida Soir', startTime: '13:45', endTime: '21:40' },
  { name: 'New York Soir', startTime: '14:45', endTime: '22:25' },
];

export const DEMO_COMPANIES = [
  {
    name: 'Banque La Fortune',
    userName: 'fortune',
    address: 'Rue Capois 12, Port-au-Prince',
    phone: '+509 3700 1100',
    sellers: 60,
    supervisors: 3,
    bonus: true,
  },
  {
    name: 'Lotto Bon Dieu Bon',
    userName: 'bondieubon',
    address: 'Avenue Christophe, Cap-Haïtien',
    phone: '+509 3800 2200',
    sellers: 50,
    supervisors: 2,
    bonus: false,
  },
  {
    name: 'Borlette Nord-Ouest',
    userName: 'nordouest',
    address: 'Rue Stenio Vincent, Port-de-Paix',
    phone: '+509 3900 3300',
    sellers: 40,
    supervisors: 2,
    bonus: false,
  },
];

export const DEMO_PASSWORD = 'demo-2026';

const FIRST_NAMES = [
  'Jean',
  'Marie',
  'Pierre',
  'Rose',
  'Joseph',
  'Nadège',
  'Wilson',
  'Guerline',
  'Frantz',
  'Mirlande',
  'Ricardo',
  'Islande',
  'Jacques',
  'Fabiola',
  'Lucien',
  'Darline',
  'Emmanuel',
  'Sophonie',
  'Ronald',
  'Kettia',
];
const PLACES = [
  'Delmas',
  'Pétion-Ville',
  'Carrefour',
  'Tabarre',
  'Croix-des-Bouquets',
  'Léogâne',
  'Gonaïves',
  'Jacmel',
  'Cap',
  'Hinche',
  'Saint-Marc',
  'Cayes',
];

/** `jean.delmas.07`: a seller's user name, unique across the platform. */
export function sellerName(company: string, index: number): string {
  const first = FIRST_NAMES[index % FIRST_NAMES.length]!.toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const place = PLACES[Math.floor(index / FIRST_NAMES.length) % PLACES.length]!.toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/g, '');
  return `${first}.${place}.${company}${String(index + 1).padStart(2, '0')}`;
}

/** A small deterministic random source, so two demo runs look alike. */
export function randomSource(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const digits = (n: number) => Array.from({ length: n }, () => int(10)).join('');
  const pick = <T>(items: readonly T[]) => items[int(items.length)]!;
  return { next, int, digits, pick };
}
