import type { Translation } from '../../catalogue.ts';
import type en from '../en/admin.ts';

export default {} satisfies Translation<typeof en>;
