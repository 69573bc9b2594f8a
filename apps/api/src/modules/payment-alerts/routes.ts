import {
  addPaymentAlertBody,
  idParam,
  okBody,
  paymentAlertAnswer,
  paymentAlertList,
} from '@tiraj/domain/contracts';
import { companyUserOf, userOf } from '../../auth/guards.ts';
import { guarded, guardedPair } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { addPaymentAlert, deletePaymentAlert, listPaymentAlerts } from './service.ts';

const tags = ['payment alerts'];

export function paymentAlertRoutes(app: App, ctx: Context) {
  guarded(app, ctx, { roles: ['admin'], tags }, (admin) => {
    admin.get(
      '/admin/getpaymentalert',
      {
        schema: {
          summary: 'Every payment alert, newest first',
          response: { 200: paymentAlertList },
        },
      },
      async () => ({ success: true as const, data: await listPaymentAlerts(ctx.db) }),
    );
    admin.post(
      '/admin/addpaymentalert',
      {
        config: { capability: 'alerts' },
        schema: {
          summary: 'Send a payment alert to a company',
          body: addPaymentAlertBody,
          response: { 200: paymentAlertAnswer },
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
        config: { capability: 'alerts' },
        schema: {
          summary: 'Delete a payment alert',
          params: idParam,
          response: { 200: okBody },
        },
      },
      async (request) => {
        await deletePaymentAlert(ctx.db, userOf(request), request.params.id);
        return { success: true as const, message: 'Payment Alert deleted.' };
      },
    );
  });

  // GET /{userGroup}/getpaymentalert: each company role on its own path, its own company only.
  guardedPair(app, ctx, { tags }, (company, role) => {
    company.get(
      `/${role}/getpaymentalert`,
      {
        schema: {
          summary: `The ${role}'s company's payment alerts`,
          response: { 200: paymentAlertList },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listPaymentAlerts(ctx.db, companyUserOf(request).companyId),
      }),
    );
  });
}
