import type { z } from 'zod';
import type { blockNumberAnswer, blockNumberList } from './block-numbers.ts';
import type { chatSellerList } from './chat.ts';
import type { limitAnswer, limitList } from './limits.ts';
import type {
  gameCategoryList,
  lotteryCategoryAnswer,
  lotteryCategoryList,
} from './lottery-categories.ts';
import type { paymentAlertAnswer, paymentAlertList } from './payment-alerts.ts';
import type { paymentTermAnswer, paymentTermList } from './payment-terms.ts';
import type { percentageLimitAnswer, percentageLimitList } from './percentage-limits.ts';
import type { sellerCompanyAnswer } from './payouts.ts';
import type { saleTotalsAnswer, sellerCategoryList, ticketList } from './sales.ts';
import type { bonusAnswer, sellerAnswer } from './sellers.ts';
import type { subAdminAnswer, subAdminList } from './subadmins.ts';
import type { supervisorAnswer, supervisorList } from './supervisors.ts';
import type { winningNumberViewList } from './winning-number-views.ts';
import type { winningNumberAnswer, winningNumberList } from './winning-numbers.ts';

/*
 * What the server answers, as the clients read it: inferred from the response
 * schemas the routes declare, so a client's type cannot drift from the API.
 */
export type BlockNumberList = z.output<typeof blockNumberList>;
export type BlockNumberAnswer = z.output<typeof blockNumberAnswer>;
export type ChatSellerList = z.output<typeof chatSellerList>;
export type LimitList = z.output<typeof limitList>;
export type LimitAnswer = z.output<typeof limitAnswer>;
export type LotteryCategoryList = z.output<typeof lotteryCategoryList>;
export type LotteryCategoryAnswer = z.output<typeof lotteryCategoryAnswer>;
export type GameCategoryList = z.output<typeof gameCategoryList>;
export type PaymentAlertList = z.output<typeof paymentAlertList>;
export type PaymentAlertAnswer = z.output<typeof paymentAlertAnswer>;
export type PaymentTermList = z.output<typeof paymentTermList>;
export type PaymentTermAnswer = z.output<typeof paymentTermAnswer>;
export type PercentageLimitList = z.output<typeof percentageLimitList>;
export type PercentageLimitAnswer = z.output<typeof percentageLimitAnswer>;
export type TicketList = z.output<typeof ticketList>;
export type SellerAnswer = z.output<typeof sellerAnswer>;
export type BonusAnswer = z.output<typeof bonusAnswer>;
export type SaleTotalsAnswer = z.output<typeof saleTotalsAnswer>;
export type SellerCategoryList = z.output<typeof sellerCategoryList>;
export type SellerCompanyAnswer = z.output<typeof sellerCompanyAnswer>;
export type SubAdminList = z.output<typeof subAdminList>;
export type SubAdminAnswer = z.output<typeof subAdminAnswer>;
export type SupervisorList = z.output<typeof supervisorList>;
export type SupervisorAnswer = z.output<typeof supervisorAnswer>;
export type WinningNumberViewList = z.output<typeof winningNumberViewList>;
export type WinningNumberList = z.output<typeof winningNumberList>;
export type WinningNumberAnswer = z.output<typeof winningNumberAnswer>;
