import { gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { companies } from '../../src/db/schema/index.ts';
import type { App } from '../../src/http/types.ts';
import { createCompany, imeiOf, PASSWORD } from './factories.ts';

/** What a call answered, as the app reads it. */
export interface DeviceAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: Record<string, unknown> & { success?: boolean; message?: string };
}

/** What OkHttp adds to every request unless told otherwise: it would gunzip a Content-Encoding itself. */
const OKHTTP = { 'accept-encoding': 'gzip', 'user-agent': 'okhttp/4.9.0' };

/**
 * LotterySoft's seller app, byte for byte (ApiClient.java): the gzip calls send the JSON text
 * gzipped with `Content-Encoding: gzip` and no JSON type, and gunzip the raw answer themselves
 * (so an answer with a Content-Encoding, or encoded twice, fails here as it fails on the device);
 * the other calls send a JSON type and no body on GET and DELETE, and a form to getwiningnumber.
 */
export function lotterySoftDevice(app: App, token?: string) {
  const auth = () => (token ? { authorization: `Bearer ${token}` } : {});

  async function gzipCall(
    url: string,
    body: unknown,
    contentType = 'application/octet-stream',
  ): Promise<DeviceAnswer> {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: {
        ...OKHTTP,
        ...auth(),
        'content-type': contentType,
        'content-encoding': 'gzip',
      },
      payload: gzipSync(Buffer.from(JSON.stringify(body), 'utf8')),
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    if (response.statusCode === 200)
      expect(response.headers['content-type']).toBe('application/octet-stream');
    const raw = response.rawPayload;
    const text = response.statusCode === 200 ? gunzipSync(raw).toString('utf8') : raw.toString();
    return { status: response.statusCode, headers: response.headers, body: JSON.parse(text) };
  }

  async function jsonCall(
    method: 'GET' | 'DELETE' | 'POST',
    url: string,
    form?: Record<string, string>,
  ): Promise<DeviceAnswer> {
    const response = await app.inject({
      method,
      url,
      headers: {
        ...OKHTTP,
        ...auth(),
        'content-type': form
          ? 'application/x-www-form-urlencoded'
          : 'application/json; charset=utf-8',
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    // light-my-request gunzips nothing: read what OkHttp would after its own transparent gunzip.
    const encoded = response.headers['content-encoding'] === 'gzip';
    const text = encoded ? gunzipSync(response.rawPayload).toString('utf8') : response.body;
    return { status: response.statusCode, headers: response.headers, body: JSON.parse(text) };
  }

  return {
    signIn: (imei: string, password = PASSWORD) =>
      gzipCall('/api/seller/signin', { imei, password }),
    signOut: () => jsonCall('POST', '/api/seller/signout'),
    draws: () => jsonCall('GET', '/api/admin/getlotterycategory'),
    timeCheck: (lotId: string) => jsonCall('GET', `/api/seller/lotterytimecheck?lotId=${lotId}`),
    newTicket: (
      lotteryCategoryName: string,
      numbers: { gameCategory: string; number: string; amount: number }[],
      sellerId = 'ignored',
    ) =>
      gzipCall('/api/seller/newticket', {
        sellerId,
        lotteryCategoryName,
        numbers: JSON.stringify(numbers),
      }),
    tickets: (q: RangeQuery) => jsonCall('GET', `/api/seller/gettickets?${query(q)}`),
    ticketNumbers: (id: string | number) =>
      jsonCall('GET', `/api/seller/getticketnumbers?id=${id}`),
    deletedTickets: (q: RangeQuery) => jsonCall('GET', `/api/seller/getdeletedtickets?${query(q)}`),
    winTickets: (q: RangeQuery) => jsonCall('GET', `/api/seller/getwintickets?${query(q)}`),
    saleReports: (q: RangeQuery) => jsonCall('GET', `/api/seller/getsalereports?${query(q)}`),
    results: (q: RangeQuery) => jsonCall('POST', '/api/seller/getwiningnumber', q),
    deleteTicket: (id: string | number) => jsonCall('DELETE', `/api/seller/deleteticket/${id}`),
    deleteForever: (id: string | number) =>
      jsonCall('DELETE', `/api/seller/deleteticketforever/${id}`),
    replay: (body: { tId: string | number; date: string; lottery: string; newLottery: string }) =>
      gzipCall('/api/seller/replayticket/', body),
    gzipCall,
    jsonCall,
  };
}

export interface RangeQuery {
  lotteryCategoryName: string;
  fromDate: string;
  toDate: string;
  [key: string]: string;
}

const query = (q: RangeQuery) => new URLSearchParams(q).toString();

/** Turns a company's "LotterySoft devices" switch on or off, straight in the table. */
export async function setLotterySoftDevices(db: Db, companyId: string, on: boolean) {
  await db.update(companies).set({ lotterySoftDevices: on }).where(eq(companies.id, companyId));
}

/** A fresh company that lets LotterySoft devices in, and its seller signed in from one. */
export async function lotterySoftBank(app: App, db: Db) {
  const fixture = await createCompany(db);
  await setLotterySoftDevices(db, fixture.company.id, true);
  const imei = await imeiOf(db, fixture.seller.id);
  const signedIn = await lotterySoftDevice(app).signIn(imei);
  expect(signedIn.body.success).toBe(true);
  const token = String(signedIn.body.token);
  return { ...fixture, imei, token, device: lotterySoftDevice(app, token) };
}
