import {
  addPaymentTermBody,
  errorBody,
  idParam,
  okBody,
  paymentTermAnswer,
  paymentTermList,
  updatePaymentTermBody,
} from '@tiraj/domain/contracts';
import { companyOf, userOf } from '../../auth/guards.ts';
import { guarded, SECURED } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import {
  addPaymentTerm,
  deletePaymentTerm,
  listPaymentTerms,
  updatePaymentTerm,
} from './service.ts';

const tags = ['payment terms'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export function paymentTermRoutes(app: App, ctx: Context) {
  guarded(app, ctx, ['subadmin'], (subadmin) => {
    subadmin.get(
      '/subadmin/getpaymentterm',
      {
        schema: {
          tags,
          summary: "The company's payment terms; a category without one pays the official rates",
          security: SECURED,
          response: { 200: paymentTermList, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listPaymentTerms(ctx.db, companyOf(request)),
      }),
    );
    subadmin.post(
      '/subadmin/addpaymentterm',
      {
        schema: {
          tags,
          summary: 'Create the payment term of a lottery category (one per company and category)',
          security: SECURED,
          body: addPaymentTermBody,
          response: { 200: paymentTermAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Payment condition created',
        data: await addPaymentTerm(ctx.db, userOf(request), companyOf(request), request.body),
      }),
    );
    subadmin.patch(
      '/subadmin/updatepaymentterm/:id',
      {
        schema: {
          tags,
          summary: 'Change a payment term (the fields sent)',
          security: SECURED,
          params: idParam,
          body: updatePaymentTermBody,
          response: { 200: paymentTermAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Payment condition updated',
        data: await updatePaymentTerm(
          ctx.db,
          userOf(request),
          companyOf(request),
          request.params.id,
          request.body,
        ),
      }),
    );
    subadmin.delete(
      '/subadmin/deletepaymentterm/:id',
      {
        schema: {
          tags,
          summary: 'Delete a payment term: the category pays the official rates again (ours)',
          security: SECURED,
          params: idParam,
          response: { 200: okBody, ...errors },
        },
      },
      async (request) => {
        await deletePaymentTerm(ctx.db, userOf(request), companyOf(request), request.params.id);
        return { success: true as const, message: 'Payment condition deleted' };
      },
    );
  });
}
