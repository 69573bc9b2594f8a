import type { Translation } from '../../catalogue.ts';
import type en from '../en/fraud.ts';

export default {} satisfies Translation<typeof en>;
