import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { get, setSessionEndedHandler } from './api-client.ts';
import { json, stubBrowser } from '../test-support/browser-globals.ts';
import { endSessionWith } from './query-client.ts';

afterEach(() => vi.unstubAllGlobals());

describe('a session ended by a 401', () => {
  it('leaves nothing of the last user in the cache, then goes to sign-in', async () => {
    stubBrowser(() => json(401, { message: 'Please sign in again.' }));
    sessionStorage.setItem('token', 'revoked');
    sessionStorage.setItem('userRole', 'subadmin');
    const client = new QueryClient();
    client.setQueryData(['sellers'], [{ _id: '1', userName: 'their seller' }]);
    client.setQueryData(['payment-alerts', 'subadmin'], [{ _id: '2', message: 'their alert' }]);
    const navigate = vi.fn();
    setSessionEndedHandler(endSessionWith(client, navigate));

    await expect(get('/subadmin/getseller')).rejects.toMatchObject({ status: 401 });

    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/auth/signin');
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
