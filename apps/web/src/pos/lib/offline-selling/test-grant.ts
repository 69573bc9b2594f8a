import type { OfflineGrantData } from '@tiraj/domain/contracts';

/** A grant for the device's tests: open on 2026-11-26 until 17:50 UTC, 17:55 close; `over` changes a field. */
export const testGrant = (over: Partial<OfflineGrantData> = {}): OfflineGrantData => ({
  grantId: '6f1c2b9e-8d1a-4c3e-9b7a-2f4d5e6a7b8c',
  key: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=',
  lotteryCategoryId: 'c',
  drawDate: '2026-11-26',
  closesAt: '2026-11-26T17:55:00.000Z',
  stopsAt: '2026-11-26T17:50:00.000Z',
  expiresAt: '2026-11-26T17:30:00.000Z',
  budget: 2000,
  capPerNumber: 100,
  blocked: [],
  percentageLimits: [],
  terms: [50],
  ...over,
});
