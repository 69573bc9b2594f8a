import type { Translation } from '../../catalogue.ts';
import type en from '../en/pos-update.ts';

export default {
  newVersion: 'Une nouvelle version de Tiraj est prête. Appuyez ici pour recharger.',
} satisfies Translation<typeof en>;
