import {
  addSupervisorBody,
  errorBody,
  idParam,
  okBody,
  supervisorAnswer,
  supervisorList,
  updateSupervisorBody,
} from '@tiraj/domain/contracts';
import { companyOf, userOf } from '../../auth/guards.ts';
import { guarded, SECURED } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { addSupervisor, deleteSupervisor, listSupervisors, updateSupervisor } from './service.ts';

const tags = ['supervisors'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The subadmin's supervisor table (SPEC.md §7 Subadmin). */
export function supervisorRoutes(app: App, ctx: Context) {
  guarded(app, ctx, ['subadmin'], (subadmin) => {
    subadmin.get(
      '/subadmin/getsuperVisor',
      {
        schema: {
          tags,
          summary: "The company's supervisors",
          security: SECURED,
          response: { 200: supervisorList, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listSupervisors(ctx.db, companyOf(request)),
      }),
    );
    subadmin.post(
      '/subadmin/addsuperVisor',
      {
        schema: {
          tags,
          summary: 'Create a supervisor (user name unique across the platform)',
          security: SECURED,
          body: addSupervisorBody,
          response: { 200: supervisorAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Supervisor created.',
        data: await addSupervisor(ctx.db, userOf(request), companyOf(request), request.body),
      }),
    );
    subadmin.patch(
      '/subadmin/updatesuperVisor/:id',
      {
        schema: {
          tags,
          summary:
            'Change a supervisor (password only when sent; deactivating or a new password ends its sessions)',
          security: SECURED,
          params: idParam,
          body: updateSupervisorBody,
          response: { 200: supervisorAnswer, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Supervisor updated.',
        data: await updateSupervisor(
          ctx.db,
          userOf(request),
          companyOf(request),
          request.params.id,
          request.body,
        ),
      }),
    );
    subadmin.delete(
      '/subadmin/deletesuperVisor/:id',
      {
        schema: {
          tags,
          summary:
            'Delete a supervisor; its sellers keep working with no supervisor, its limit records go',
          security: SECURED,
          params: idParam,
          response: { 200: okBody, ...errors },
        },
      },
      async (request) => {
        await deleteSupervisor(ctx.db, userOf(request), companyOf(request), request.params.id);
        return { success: true as const, message: 'Supervisor deleted.' };
      },
    );
  });
}
