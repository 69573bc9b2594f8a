import { describe, expect, it } from 'vitest';
import { decodeNotice, encodeNotice, type AlertNotice } from '../../../src/events/notices.ts';

describe('risk alerts between instances', () => {
  it('an alert notice travels as JSON and back; a malformed one is dropped', () => {
    const notice: AlertNotice = {
      kind: 'alert',
      companyId: '0b7c5a4e-8f1e-4b8a-9c3d-2e1f0a9b8c7d',
      alertId: '1b7c5a4e-8f1e-4b8a-9c3d-2e1f0a9b8c7d',
      lotteryCategoryId: '2b7c5a4e-8f1e-4b8a-9c3d-2e1f0a9b8c7d',
      lotteryCategoryName: 'New York Midi',
      drawDate: '2026-11-20',
      gameCategory: 'MRG',
      number: '12×34',
      scope: 'seller',
      supervisorId: null,
      usedPercent: 83.5,
      createdAt: '2026-11-20T15:04:05.123Z',
    };
    expect(decodeNotice(encodeNotice(notice))).toEqual(notice);
    const wire = JSON.parse(encodeNotice(notice)) as Record<string, unknown>;
    for (const bad of [
      { number: '12; drop' },
      { gameCategory: 'L9C' },
      { companyId: 'x' },
      { scope: 'everyone' },
      { supervisorId: 7 },
      { usedPercent: 'all' },
      { lotteryCategoryName: 'x'.repeat(201) },
    ])
      expect(decodeNotice(JSON.stringify({ ...wire, ...bad }))).toBeUndefined();
  });
});
