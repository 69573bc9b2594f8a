import type { Translation } from '../../catalogue.ts';
import type en from '../en/auth.ts';

export default {} satisfies Translation<typeof en>;
