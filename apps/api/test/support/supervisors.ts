import { expect } from 'vitest';
import { unique } from './factories.ts';
import { twoCompaniesApp } from './roles.ts';

/** The 400 message of a supervisor with no name (added or renamed). */
export const NAME_REQUIRED = 'Username and company name are required.';

/** The supervisor tests' server (supervisors, update-supervisor) and `addSupervisor`, by the subadmin. */
export async function supervisorsApp() {
  const app = await twoCompaniesApp();

  async function addSupervisor(payload: object = {}) {
    const response = await app.asSubadmin('POST', '/api/subadmin/addsuperVisor', {
      userName: unique('sup'),
      password: 'secret-123',
      isActive: true,
      ...payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { _id: string; userName: string; isActive: boolean };
  }

  return { ...app, addSupervisor };
}
