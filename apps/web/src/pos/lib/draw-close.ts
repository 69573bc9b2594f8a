import { instantOfLocal } from '@tiraj/domain';
import type { SellerCategory } from '@tiraj/domain/contracts';
import { operatorTimeZone } from '../../lib/operator-time.ts';

/** When an open draw stops selling, as an instant (its `until` is operator-local wall time). */
export const closesAt = (draw: Pick<SellerCategory, 'until'>) =>
  instantOfLocal(draw.until, operatorTimeZone()).getTime();
