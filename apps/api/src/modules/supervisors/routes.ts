import { companySessions } from '../../caches/invalidation.ts';
import {
  addSupervisorBody,
  idParam,
  okBody,
  supervisorAnswer,
  supervisorList,
  updateSupervisorBody,
} from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { addSupervisor, deleteSupervisor, listSupervisors, updateSupervisor } from './service.ts';

const tags = ['supervisors'];

/** The subadmin's supervisor table (SPEC.md §7 Subadmin). */
export function supervisorRoutes(app: App, ctx: Context) {
  guarded(app, ctx, { roles: ['subadmin'], tags, errors: [400, 404, 409] }, (subadmin) => {
    subadmin.get(
      '/subadmin/getsuperVisor',
      {
        schema: {
          summary: "The company's supervisors",
          response: { 200: supervisorList },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listSupervisors(ctx.db, companyUserOf(request)),
      }),
    );
    subadmin.post(
      '/subadmin/addsuperVisor',
      {
        config: { capability: 'people' },
        schema: {
          summary: 'Create a supervisor (user name unique across the platform)',
          body: addSupervisorBody,
          response: { 200: supervisorAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        return {
          success: true as const,
          message: 'Supervisor created.',
          data: await addSupervisor(ctx.db, actor, request.body),
        };
      },
    );
    subadmin.patch(
      '/subadmin/updatesuperVisor/:id',
      {
        config: { capability: 'people' },
        schema: {
          summary:
            'Change a supervisor (password only when sent; deactivating or a new password ends its sessions)',
          params: idParam,
          body: updateSupervisorBody,
          response: { 200: supervisorAnswer },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        return {
          success: true as const,
          message: 'Supervisor updated.',
          data: await ctx.caches.changing(companySessions(actor.companyId), () =>
            updateSupervisor(ctx.db, actor, request.params.id, request.body),
          ),
        };
      },
    );
    subadmin.delete(
      '/subadmin/deletesuperVisor/:id',
      {
        config: { capability: 'people' },
        schema: {
          summary:
            'Delete a supervisor; its sellers keep working with no supervisor, its limit records go',
          params: idParam,
          response: { 200: okBody },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        // Its sellers' sessions change too (they keep working with no supervisor): the company's go.
        await ctx.caches.changing(companySessions(actor.companyId), () =>
          deleteSupervisor(ctx.db, actor, request.params.id),
        );
        return { success: true as const, message: 'Supervisor deleted.' };
      },
    );
  });
}
