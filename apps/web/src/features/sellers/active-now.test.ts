import { describe, expect, it } from 'vitest';
import { activeNow } from './active-now.ts';

const NOW = new Date('2026-11-28T21:30:00.000Z');
const seller = (lastSeenAt: string | null, sessions = 0) => ({
  _id: lastSeenAt ?? 'never',
  userName: 'jean',
  lastSaleAt: null,
  lastSeenAt,
  sessions: Array.from({ length: sessions }, (_, i) => ({
    _id: `x${i}`,
    startedAt: '2026-11-28T08:00:00.000Z',
    expiresAt: '2026-11-29T08:00:00.000Z',
    lastSeenAt: null,
    device: null,
  })),
});

describe('who is active now, for the summary at the top of the Sellers screen', () => {
  it('counts the sellers seen in the last 15 minutes, and every open session', () => {
    const rows = [
      seller('2026-11-28T21:29:00.000Z', 1),
      seller('2026-11-28T21:15:00.000Z', 2),
      seller('2026-11-28T21:14:59.000Z', 1),
      seller(null),
    ];
    expect(activeNow(rows, NOW)).toEqual({ active: 2, sessions: 4 });
  });

  it('no seller: nobody', () => expect(activeNow([], NOW)).toEqual({ active: 0, sessions: 0 }));
});
