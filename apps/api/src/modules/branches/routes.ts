import {
  addBranchBody,
  BRANCH_PATHS,
  BRANCH_TERMS_PATHS,
  branchAnswer,
  branchIdParam,
  branchTermsAnswer,
  branchList,
  idParam,
  okBody,
  setBranchTermsBody,
  updateBranchBody,
} from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { addBranch, deleteBranch, listBranches, updateBranch } from './service.ts';
import { getBranchTerms, setBranchTerms } from './terms.ts';

const tags = ['branches'];

/** Issue 39: the company's branches (succursales), the subadmin's alone. */
export function branchRoutes(app: App, ctx: Context) {
  guarded(app, ctx, { roles: ['subadmin'], tags, errors: [400, 404, 409] }, (subadmin) => {
    subadmin.get(
      BRANCH_PATHS.list,
      {
        schema: {
          summary:
            "The company's branches, by name, with how many sellers and supervisors each has",
          response: { 200: branchList },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listBranches(ctx.db, companyUserOf(request)),
      }),
    );
    subadmin.post(
      BRANCH_PATHS.add,
      {
        config: { capability: 'people' },
        schema: {
          summary: 'Create a branch (its name unique in the company, whatever its case)',
          body: addBranchBody,
          response: { 200: branchAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Branch created.',
        data: await addBranch(ctx.db, companyUserOf(request), request.body),
      }),
    );
    subadmin.patch(
      `${BRANCH_PATHS.update}/:id`,
      {
        config: { capability: 'people' },
        schema: {
          summary: 'Change a branch (only the fields sent; an emptied address or phone clears it)',
          params: idParam,
          body: updateBranchBody,
          response: { 200: branchAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        message: 'Branch updated.',
        data: await updateBranch(ctx.db, companyUserOf(request), request.params.id, request.body),
      }),
    );
    subadmin.delete(
      `${BRANCH_PATHS.remove}/:id`,
      {
        config: { capability: 'people' },
        schema: {
          summary:
            'Delete a branch; 409 `branch.not_empty` while sellers, supervisors or staff accounts belong to it',
          params: idParam,
          response: { 200: okBody },
        },
      },
      async (request) => {
        await deleteBranch(ctx.db, companyUserOf(request), request.params.id);
        return { success: true as const, message: 'Branch deleted.' };
      },
    );
    subadmin.get(
      `${BRANCH_TERMS_PATHS.get}/:branchId`,
      {
        schema: {
          summary:
            "A branch's own payout terms per draw and free-maryaj switch (its sellers' sales use them before the company's)",
          params: branchIdParam,
          response: { 200: branchTermsAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getBranchTerms(ctx.db, companyUserOf(request), request.params.branchId),
      }),
    );
    subadmin.patch(
      `${BRANCH_TERMS_PATHS.set}/:branchId`,
      {
        // A branch's payout terms and free-maryaj switch are payment terms: the owner's alone.
        config: { capability: 'settings' },
        schema: {
          summary:
            "Set a branch's own term for a draw (null: the company's again) or its free-maryaj switch (null: the company's); audited",
          params: branchIdParam,
          body: setBranchTermsBody,
          response: { 200: branchTermsAnswer },
        },
      },
      async (request) => ({
        success: true as const,
        data: await setBranchTerms(
          ctx.db,
          companyUserOf(request),
          request.params.branchId,
          request.body,
        ),
      }),
    );
  });
}
