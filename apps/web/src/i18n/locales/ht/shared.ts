import type { Translation } from '../../catalogue.ts';
import type en from '../en/shared.ts';

export default {
  language: {
    label: 'Lang',
  },
} satisfies Translation<typeof en>;
