import {
  addPaymentTermBody,
  idParam,
  okBody,
  paymentTermAnswer,
  paymentTermList,
  updatePaymentTermBody,
} from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import {
  addPaymentTerm,
  deletePaymentTerm,
  listPaymentTerms,
  updatePaymentTerm,
} from './service.ts';

const tags = ['payment terms'];

export function paymentTermRoutes(app: App, ctx: Context) {
  guarded(app, ctx, { roles: ['subadmin'], tags, errors: [400, 404, 409] }, (subadmin) => {
    subadmin.get(
      '/subadmin/getpaymentterm',
      {
        schema: {
          summary: "The company's payment terms; a category without one pays the official rates",
          response: { 200: paymentTermList },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listPaymentTerms(ctx.db, companyUserOf(request)),
      }),
    );
    subadmin.post(
      '/subadmin/addpaymentterm',
      {
        config: { capability: 'settings' },
        schema: {
          summary: 'Create the payment term of a lottery category (one per company and category)',
          body: addPaymentTermBody,
          response: { 200: paymentTermAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        return {
          success: true as const,
          message: 'Payment condition created',
          data: await addPaymentTerm(ctx.db, actor, request.body),
        };
      },
    );
    subadmin.patch(
      '/subadmin/updatepaymentterm/:id',
      {
        config: { capability: 'settings' },
        schema: {
          summary: 'Change a payment term (the fields sent)',
          params: idParam,
          body: updatePaymentTermBody,
          response: { 200: paymentTermAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        return {
          success: true as const,
          message: 'Payment condition updated',
          data: await updatePaymentTerm(ctx.db, actor, request.params.id, request.body),
        };
      },
    );
    subadmin.delete(
      '/subadmin/deletepaymentterm/:id',
      {
        config: { capability: 'settings' },
        schema: {
          summary: 'Delete a payment term: the category pays the official rates again (ours)',
          params: idParam,
          response: { 200: okBody },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        await deletePaymentTerm(ctx.db, actor, request.params.id);
        return { success: true as const, message: 'Payment condition deleted' };
      },
    );
  });
}
