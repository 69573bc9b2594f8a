import type { Translation } from '../../catalogue.ts';
import type en from '../en/company.ts';

export default {} satisfies Translation<typeof en>;
