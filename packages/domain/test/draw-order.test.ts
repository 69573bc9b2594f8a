import { describe, expect, it } from 'vitest';
import { inClosingOrder } from '../src/index.ts';

describe("a day's draws in the order their sales close", () => {
  it.each([
    // [draws as name@endTime (no time: its category is gone), the order expected]
    [
      ['New York Soir@22:30', 'Florida Midi@13:30', 'New York Midi@14:30'],
      'Florida Midi, New York Midi, New York Soir',
    ],
    [['B@10:00', 'A@10:00'], 'A, B'],
    [['Gone', 'Tennessee@09:55', 'Georgia Soir@19:00'], 'Tennessee, Georgia Soir, Gone'],
    [['Late@23:59', 'Early@00:05'], 'Early, Late'],
    [[], ''],
  ] as const)('%j → %s', (draws, expected) => {
    const rows = draws.map((d) => {
      const [name, endTime] = d.split('@') as [string, string | undefined];
      return { name, endTime };
    });
    const ordered = inClosingOrder(rows, (r) => r.endTime);
    expect(ordered.map((r) => r.name).join(', ')).toBe(expected);
  });
});
