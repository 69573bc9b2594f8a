import { expect } from 'vitest';
import { bearer, unique } from './factories.ts';
import { multipart, type FilePart } from './multipart.ts';
import { rolesApp } from './roles.ts';

/**
 * The company (subadmin) tests' server: the admin's multipart calls, a logo file, the fields of a
 * new company, and one created through the API.
 */
export async function subadminsApp() {
  const roles = await rolesApp();
  const { app, tokens } = roles;
  const send = (
    method: 'POST' | 'PATCH',
    url: string,
    fields: Record<string, string | boolean | undefined>,
    file?: FilePart,
  ) => {
    const body = multipart(fields, file);
    return app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tokens.admin) },
    });
  };
  const logo = (bytes: Buffer, fileName = 'logo.png'): FilePart => ({
    field: 'companyLogo',
    fileName,
    contentType: 'image/png',
    bytes,
  });

  function newCompany(extra: Record<string, string | boolean> = {}) {
    return {
      userName: unique('boss'),
      password: 'secret-123',
      companyName: unique('Lotto Bank'),
      address: 'Rue Capois, Port-au-Prince',
      phoneNumber: '+509 3700 1234',
      isActive: 'true',
      ...extra,
    };
  }

  async function create(extra: Record<string, string | boolean> = {}, file?: FilePart) {
    const response = await send('POST', '/api/admin/addsubadmin', newCompany(extra), file);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      _id: string;
      userName: string;
      companyName: string;
      companyLogo: string;
      isActive: boolean;
    };
  }
  return { ...roles, send, logo, newCompany, create };
}
