import type { Translation } from '../../catalogue.ts';
import type en from '../en/shared.ts';

export default {
  language: {
    label: 'Langue',
  },
  gameParts: {
    first: '1er',
    second: '2e',
    third: '3e',
    l3c: 'L3C',
    l3cLast: 'chiffre final L3C',
    lots: '{{parts}} lot',
  },
} satisfies Translation<typeof en>;
