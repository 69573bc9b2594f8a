import type { Translation } from '../../catalogue.ts';
import type en from '../en/shared.ts';

export default {
  language: {
    label: 'Langue',
  },
} satisfies Translation<typeof en>;
