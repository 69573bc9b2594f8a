import { expect } from 'vitest';
import { unique, type Method } from './factories.ts';
import type { LightMyRequestResponse } from 'fastify';

type Call = (method: Method, url: string, payload?: object) => Promise<LightMyRequestResponse>;

/** Issue 39: adds a branch through the subadmin's route and answers it. */
export async function addBranch(as: Call, payload: object = {}) {
  const response = await as('POST', '/api/subadmin/addbranch', {
    name: unique('Branch'),
    isActive: true,
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { _id: string; name: string };
}
