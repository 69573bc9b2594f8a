import type { Translation } from '../../catalogue.ts';
import type en from '../en/pos-update.ts';

export default {
  newVersion: 'Gen yon nouvo vèsyon Tiraj. Peze isit la pou w mete l ajou.',
} satisfies Translation<typeof en>;
