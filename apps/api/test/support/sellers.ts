import { expect } from 'vitest';
import { unique } from './factories.ts';
import { twoCompaniesApp } from './people-fixtures.ts';

/** The seller tests' server (sellers, add-seller, update-seller, delete-seller) and `addSeller`. */
export async function sellersApp() {
  const app = await twoCompaniesApp();

  async function addSeller(payload: object = {}) {
    const response = await app.asSubadmin('POST', '/api/subadmin/addseller', {
      userName: unique('seller'),
      password: 'secret-123',
      isActive: true,
      ...payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { _id: string; userName: string; imei: string | null };
  }

  return { ...app, addSeller };
}
