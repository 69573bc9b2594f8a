// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { keepAnswer, readKept } from './kept-answers.ts';

describe('the answers kept on the device', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what was kept for the same seller, with when', () => {
    keepAnswer('u1', 'draws', { data: [{ _id: 'd1' }], offlineSelling: true });
    const kept = readKept<{ data: { _id: string }[] }>('u1', 'draws');
    expect(kept?.value.data[0]?._id).toBe('d1');
    expect(kept?.keptAt).toBeGreaterThan(0);
  });

  it("never gives a seller another seller's draws or company", () => {
    keepAnswer('u1', 'company', { companyName: 'Lakay' });
    expect(readKept('u2', 'company')).toBeUndefined();
    expect(readKept(undefined, 'company')).toBeUndefined();
  });

  it('keeps draws and company apart, the last answer replacing the one before', () => {
    keepAnswer('u1', 'company', { companyName: 'A' });
    keepAnswer('u1', 'company', { companyName: 'B' });
    keepAnswer('u1', 'draws', { data: [] });
    expect(readKept<{ companyName: string }>('u1', 'company')?.value.companyName).toBe('B');
    expect(readKept<{ data: unknown[] }>('u1', 'draws')?.value.data).toEqual([]);
  });

  it('reads nothing from a damaged entry', () => {
    localStorage.setItem('tiraj.pos.kept.draws.u1', '{not json');
    expect(readKept('u1', 'draws')).toBeUndefined();
  });
});
