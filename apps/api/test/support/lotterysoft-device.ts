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

/** What OkHttp 3.10.0 adds to every request: it would gunzip a Content-Encoding itself. */
const OKHTTP = { 'accept-encoding': 'gzip', 'user-agent': 'okhttp/3.10.0' };

/** Fast-Android-Networking's type for a byte body (the app sets none of its own). */
export const BYTE_BODY_TYPE = 'text/x-markdown; charset=utf-8';

/**
 * LotterySoft's seller app, byte for byte as it goes on the wire (ApiClient.java over
 * Fast-Android-Networking 1.0.4 and OkHttp 3.10.0, PROTOCOL §5): the gzip calls send the JSON text
 * gzipped with `Content-Encoding: gzip` under the library's byte-body type, and gunzip the raw
 * answer themselves whatever its status (so an answer with a Content-Encoding, encoded twice, or
 * not gzip at all, fails here as it fails on the device); GET sends the app's JSON type and no
 * body; a POST or DELETE without a body of its own (sign-out, delete) goes as an empty form
 * (`Content-Length: 0`), and getwiningnumber as a form, OkHttp's type replacing the app's JSON one.
 */
export function lotterySoftDevice(app: App, token?: string) {
  const auth = () => (token ? { authorization: `Bearer ${token}` } : {});

  async function gzipCall(
    url: string,
    body: unknown,
    contentType = BYTE_BODY_TYPE,
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
    expect(response.headers['content-type']).toBe('application/octet-stream');
    // The app gunzips every answer of these calls, whatever its status (PROTOCOL §5).
    const text = gunzipSync(response.rawPayload).toString('utf8');
    return { status: response.statusCode, headers: response.headers, body: JSON.parse(text) };
  }

  /** A plain answer as OkHttp hands it to the app (light-my-request gunzips nothing itself). */
  const plain = (response: Awaited<ReturnType<App['inject']>>): DeviceAnswer => {
    const encoded = response.headers['content-encoding'] === 'gzip';
    const text = encoded ? gunzipSync(response.rawPayload).toString('utf8') : response.body;
    return { status: response.statusCode, headers: response.headers, body: JSON.parse(text) };
  };

  /** A GET: the app's JSON type, no body. */
  async function jsonCall(method: 'GET', url: string): Promise<DeviceAnswer> {
    const headers = { ...OKHTTP, ...auth(), 'content-type': 'application/json; charset=utf-8' };
    return plain(await app.inject({ method, url, headers }));
  }

  /** A POST or DELETE as a form, empty (`Content-Length: 0`) when the app adds no field. */
  async function formCall(
    method: 'POST' | 'DELETE',
    url: string,
    form: Record<string, string> = {},
    signedIn = true,
  ): Promise<DeviceAnswer> {
    const payload = new URLSearchParams(form).toString();
    const headers = {
      ...OKHTTP,
      ...(signedIn ? auth() : {}),
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(Buffer.byteLength(payload)),
    };
    return plain(await app.inject({ method, url, headers, payload }));
  }

  return {
    signIn: (imei: string, password = PASSWORD) =>
      gzipCall('/api/seller/signin', { imei, password }),
    /** The app signs out with no token (ApiClient.logout): an empty form, nothing else. */
    signOut: () => formCall('POST', '/api/seller/signout', {}, false),
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
    results: (q: RangeQuery) => formCall('POST', '/api/seller/getwiningnumber', q),
    deleteTicket: (id: string | number) => formCall('DELETE', `/api/seller/deleteticket/${id}`),
    deleteForever: (id: string | number) =>
      formCall('DELETE', `/api/seller/deleteticketforever/${id}`),
    /** `tId` is what the seller typed: a string (ReplayTicket.java). */
    replay: (body: { tId: string; date: string; lottery: string; newLottery: string }) =>
      gzipCall('/api/seller/replayticket/', body),
    gzipCall,
    jsonCall,
    formCall,
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
