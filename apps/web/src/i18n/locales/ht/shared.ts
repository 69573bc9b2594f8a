import type { Translation } from '../../catalogue.ts';
import type en from '../en/shared.ts';

export default {
  language: {
    label: 'Lang',
  },
  gameDigits: {
    'L4C 1': '2yèm + 3yèm lo',
    'L4C 2': '1e + 2yèm lo',
    'L4C 3': '1e + 3yèm lo',
    'L5C 1': 'L3C + 3yèm lo',
    'L5C 2': 'L3C + 2yèm lo',
    'L5C 3': 'dènye chif L3C a + 2yèm + 3yèm lo',
    'L5C 3 (old)': 'L3C + 1e lo',
  },
} satisfies Translation<typeof en>;
