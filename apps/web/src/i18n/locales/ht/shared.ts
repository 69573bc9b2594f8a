import type { Translation } from '../../catalogue.ts';
import type en from '../en/shared.ts';

export default {
  language: {
    label: 'Lang',
  },
  gameParts: {
    first: '1e',
    second: '2yèm',
    third: '3yèm',
    l3c: 'L3C',
    l3cLast: 'dènye chif L3C',
    lots: '{{parts}} lo',
  },
} satisfies Translation<typeof en>;
