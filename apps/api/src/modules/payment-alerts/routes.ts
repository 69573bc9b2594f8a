import {
  addPaymentAlertBody,
  errorBody,
  idParam,
  okBody,
  paymentAlertAnswer,
  paymentAlertList,
} from '@tiraj/domain/contracts';
import { companyOf, userOf } from '../../auth/guards.ts';
import { guarded, SECURED } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { addPaymentAlert, deletePaymentAlert, listPaymentAlerts } from './service.ts';

const tags = ['payment alerts'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export function paymentAlertRoutes(app: App, ctx: Context) {
  guarded(app, ctx, ['admin'], (admin) => {
    admin.get(
      '/admin/getpaymentalert',
      {
        schema: {
          tags,
          summary: 'Every payment alert, newest first',
          security: SECURED,
          response: { 200: paymentAlertList, ...errors },
        },
      },
      async () => ({ success: true as const, data: await listPaymentAlerts(ctx.db) }),
    );
    admin.post(
      '/admin/addpaymentalert',
      {
        schema: {
          tags,
          summary: 'Send a payment alert to a company',
          security: SECURED,
          body: addPaymentAlertBody,
          response: { 200: paymentAlertAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Payment Alert created.',
        data: await addPaymentAlert(ctx.db, userOf(request), request.body),
      }),
    );
    admin.delete(
      '/admin/deletepaymentalert/:id',
      {
        schema: {
          tags,
          summary: 'Delete a payment alert',
          security: SECURED,
          params: idParam,
          response: { 200: okBody, ...errors },
        },
      },
      async (request) => {
        await deletePaymentAlert(ctx.db, userOf(request), request.params.id);
        return { success: true as const, message: 'Payment Alert deleted.' };
      },
    );
  });

  // GET /{userGroup}/getpaymentalert: each company role on its own path, its own company only.
  for (const role of ['subadmin', 'supervisor'] as const) {
    guarded(app, ctx, [role], (company) => {
      company.get(
        `/${role}/getpaymentalert`,
        {
          schema: {
            tags,
            summary: `The ${role}'s company's payment alerts`,
            security: SECURED,
            response: { 200: paymentAlertList, ...errors },
          },
        },
        async (request) => ({
          success: true as const,
          data: await listPaymentAlerts(ctx.db, companyOf(request)),
        }),
      );
    });
  }
}
