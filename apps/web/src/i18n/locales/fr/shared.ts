import type { Translation } from '../../catalogue.ts';
import type en from '../en/shared.ts';

export default {
  language: {
    label: 'Langue',
  },
  gameDigits: {
    'L4C 1': '2e + 3e lot',
    'L4C 2': '1er + 2e lot',
    'L4C 3': '1er + 3e lot',
    'L5C 1': 'L3C + 3e lot',
    'L5C 2': 'L3C + 2e lot',
    'L5C 3': 'dernier chiffre du L3C + 2e + 3e lot',
    'L5C 3 (old)': 'L3C + 1er lot',
  },
} satisfies Translation<typeof en>;
