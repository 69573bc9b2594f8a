import { companySessions } from '../../caches/invalidation.ts';
import { z } from 'zod';
import {
  addSubAdminFields,
  idParam,
  subAdminAnswer,
  subAdminList,
  updateSubAdminFields,
} from '@tiraj/domain/contracts';
import { coded } from '@tiraj/domain';
import { userOf } from '../../auth/guards.ts';
import { IMAGE_TYPES, sniffImage } from '../../files/sniff.ts';
import type { SavedFile } from '../../files/storage.ts';
import { multipartDoc } from '../../http/docs.ts';
import { readMultipart, type UploadRule } from '../../http/multipart.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { addSubAdmin, listSubAdmins, updateSubAdmin } from './service.ts';

const tags = ['subadmins'];

/** Logos: PNG, JPEG, WebP or GIF, known from their bytes, at most 2 MB. */
export const LOGO_RULE: UploadRule = {
  field: 'companyLogo',
  maxBytes: 2 * 1024 * 1024,
  tooLarge: coded('upload.logo_too_large'),
  accept: (bytes) => {
    const type = sniffImage(bytes);
    return type
      ? { contentType: type, extension: IMAGE_TYPES[type] }
      : coded('upload.logo_not_image');
  },
};

const logoFile = {
  companyLogo: z.string().optional().describe('image file (PNG, JPEG, WebP, GIF), at most 2 MB'),
};

export function subAdminRoutes(app: App, ctx: Context) {
  /** Runs a change with an uploaded file, removing the file if the change is refused. */
  async function withUpload<T>(file: SavedFile | undefined, change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } catch (error) {
      if (file) await ctx.files.remove(file.key);
      throw error;
    }
  }

  guarded(app, ctx, { roles: ['admin'], tags, errors: [400, 404, 409, 413] }, (admin) => {
    admin.get(
      '/admin/getsubadmin',
      {
        schema: {
          summary: 'All companies with their subadmin',
          response: { 200: subAdminList },
        },
      },
      async () => ({ success: true as const, data: await listSubAdmins(ctx.db) }),
    );

    admin.post(
      '/admin/addsubadmin',
      {
        config: { ...multipartDoc(addSubAdminFields, logoFile), capability: 'companies' },
        schema: {
          summary: 'Create a company and its subadmin (multipart, with an optional logo)',
          consumes: ['multipart/form-data'],
          response: { 200: subAdminAnswer },
        },
      },
      async (request) => {
        const { fields, file } = await readMultipart(
          request,
          addSubAdminFields,
          ctx.files,
          LOGO_RULE,
        );
        const data = await withUpload(file, () =>
          addSubAdmin(ctx.db, userOf(request), fields, file),
        );
        return { success: true as const, message: 'SubAdmin created.', data };
      },
    );

    admin.patch(
      '/admin/updatesubadmin/:id',
      {
        config: { ...multipartDoc(updateSubAdminFields, logoFile), capability: 'companies' },
        schema: {
          summary:
            'Change a company and its subadmin (multipart; only non-empty fields, password only if sent)',
          params: idParam,
          consumes: ['multipart/form-data'],
          response: { 200: subAdminAnswer },
        },
      },
      async (request) => {
        const { fields, file } = await readMultipart(
          request,
          updateSubAdminFields,
          ctx.files,
          LOGO_RULE,
        );
        // The company's name or activity, or its subadmin's: every session of the company changes.
        const data = await ctx.caches.changing(companySessions(request.params.id), () =>
          withUpload(file, () =>
            updateSubAdmin(ctx.db, ctx.files, userOf(request), request.params.id, fields, file),
          ),
        );
        return { success: true as const, message: 'User updated.', data };
      },
    );
  });
}
