import {
  addRemittanceBody,
  cashUpAnswer,
  cashUpQuery,
  idParam,
  moneySettingsAnswer,
  remittanceAnswer,
  reverseRemittanceBody,
  sellerBalanceAnswer,
  sellerStatementAnswer,
  sellerStatementQuery,
  updateCommissionBody,
  updateCreditLimitBody,
  updatePayoutLimitBody,
} from '@tiraj/domain/contracts';
import { fromCentimes } from '@tiraj/domain';
import { errorBody } from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { inBranch } from '../../company-branch.ts';
import { guarded, guardedPair } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { addRemittance, reverseRemittance, type Recorded } from './remittances.ts';
import { setMoneySettings } from './settings.ts';
import { cashUp, sellerBalance, sellerStatementOf } from './statements.ts';

const tags = ['seller money'];
const FIGURES =
  'Per operator day: sales (tickets sold that day, not deleted), commission (Σ ticket amount × the rate it kept, half-up to the centime once per day), payouts (winners this seller paid in cash that day), due = sales − commission − payouts, remitted (ledger entries that day). Balance: what the seller owes the bank (every due, less every entry, plus an opening balance).';

const recorded = (message: string, r: Recorded) => ({
  success: true as const,
  message,
  data: r.entry,
  balance: fromCentimes(r.balance),
});

/** Issue 26: the company's money settings, the cash-up, statements, the ledger and the seller's Balans. */
export function sellerMoneyRoutes(app: App, ctx: Context) {
  guarded(app, ctx, { roles: ['subadmin'], tags }, (subadmin) => {
    subadmin.patch(
      '/subadmin/updatecommission',
      {
        config: { capability: 'settings' },
        schema: {
          summary:
            "Set the sellers' commission (0–50 %, two decimals; a seller's own rate overrides it) and the supervisors' commission on their sellers' sales",
          description:
            'A ticket keeps the rate in force when it was sold: a change applies to later sales.',
          body: updateCommissionBody,
          response: { 200: moneySettingsAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Commission updated.',
        data: await setMoneySettings(ctx.db, companyUserOf(request), request.body),
      }),
    );
    subadmin.patch(
      '/subadmin/updatepayoutlimit',
      {
        config: { capability: 'settings' },
        schema: {
          summary:
            'Set the largest winning ticket a seller may pay out (HTG; null: no limit); above it the office pays',
          description:
            'A seller paying a larger ticket is refused (422 `payout.over_seller_limit`); the company and supervisors still pay it.',
          body: updatePayoutLimitBody,
          response: { 200: moneySettingsAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Payout limit updated.',
        data: await setMoneySettings(ctx.db, companyUserOf(request), request.body),
      }),
    );
    subadmin.patch(
      '/subadmin/updatecreditlimit',
      {
        config: { capability: 'settings' },
        schema: {
          summary:
            "Set the sellers' default credit limit (HTG; null: none): the most a seller may owe before its sales are refused",
          description:
            "A seller's own creditLimit overrides it. A sale that would take the balance past it is refused (422 `sale.credit_limit`, with `available`: the largest sale that still fits).",
          body: updateCreditLimitBody,
          response: { 200: moneySettingsAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Credit limit updated.',
        data: await setMoneySettings(ctx.db, companyUserOf(request), request.body),
      }),
    );
  });

  guardedPair(app, ctx, { tags }, (scope, role) => {
    const whose = role === 'subadmin' ? "the company's sellers" : 'its own sellers';
    scope.get(
      `/${role}/getcashup`,
      {
        schema: {
          summary: `The cash-up of one operator day: one row per seller (${whose}), with totals`,
          description: `${FIGURES} The balance is the one at the end of that day.`,
          querystring: cashUpQuery,
          response: { 200: cashUpAnswer },
        },
      },
      async (request) =>
        cashUp(
          ctx.db,
          await inBranch(ctx.db, companyUserOf(request), request.query.branch),
          request.query.date,
          ctx.config.timeZone,
        ),
    );
    scope.get(
      `/${role}/getsellerstatement`,
      {
        schema: {
          summary: `A seller's statement between two operator days (${whose}; another's seller: 404)`,
          description: `${FIGURES} Each day with figures or entries, its ledger entries, and the running balance.`,
          querystring: sellerStatementQuery,
          response: { 200: sellerStatementAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        data: await sellerStatementOf(ctx.db, companyUserOf(request), request.query),
      }),
    );
    scope.post(
      `/${role}/addremittance`,
      {
        config: { capability: 'cash' },
        schema: {
          summary: `Record cash received from a seller (amount > 0) or handed to it (< 0), or its opening balance (${whose})`,
          description:
            'The ledger is append-only: a mistake is corrected by reverseremittance. Every entry writes the audit log.',
          body: addRemittanceBody,
          response: { 200: remittanceAnswer, 409: errorBody },
        },
      },
      async (request) =>
        recorded(
          'Remittance recorded.',
          await addRemittance(ctx.db, companyUserOf(request), request.body, ctx.config.timeZone),
        ),
    );
    scope.post(
      `/${role}/reverseremittance/:id`,
      {
        config: { capability: 'cash' },
        schema: {
          summary: `Reverse a ledger entry by a new entry of the opposite amount that names it (${whose})`,
          description:
            '409: already reversed. 422: a reversal cannot be reversed. The entry itself never changes.',
          params: idParam,
          body: reverseRemittanceBody,
          response: { 200: remittanceAnswer, 409: errorBody, 422: errorBody },
        },
      },
      async (request) =>
        recorded(
          'Entry reversed.',
          await reverseRemittance(
            ctx.db,
            companyUserOf(request),
            request.params.id,
            request.body.note,
            ctx.config.timeZone,
          ),
        ),
    );
  });

  guarded(app, ctx, { roles: ['seller'], tags }, (seller) => {
    seller.get(
      '/seller/getbalance',
      {
        schema: {
          summary:
            "The seller's Balans: today's sales, commission, payouts, due and remitted; its balance, credit limit and credit left; its last ledger entries",
          description: FIGURES,
          response: { 200: sellerBalanceAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        data: await sellerBalance(ctx.db, companyUserOf(request), ctx.config.timeZone),
      }),
    );
  });
}
