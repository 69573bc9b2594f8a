import type { Translation } from '../../catalogue.ts';
import type en from '../en/risk.ts';

export default {} satisfies Translation<typeof en>;
