import type { Translation } from '../../catalogue.ts';
import type en from '../en/pos.ts';

export default {} satisfies Translation<typeof en>;
