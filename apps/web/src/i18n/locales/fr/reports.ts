import type { Translation } from '../../catalogue.ts';
import type en from '../en/reports.ts';

export default {} satisfies Translation<typeof en>;
