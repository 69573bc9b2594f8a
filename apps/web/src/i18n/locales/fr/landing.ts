import type { Translation } from '../../catalogue.ts';
import type en from '../en/landing.ts';

export default {} satisfies Translation<typeof en>;
