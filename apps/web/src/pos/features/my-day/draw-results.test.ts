import { deriveWinningNumbers } from '@tiraj/domain';
import type { WinningNumber } from '@tiraj/domain/contracts';
import { describe, expect, it } from 'vitest';
import { resultsByDay } from './draw-results.ts';

const result = (id: string, draw: string, date: string, first: string): WinningNumber => ({
  _id: id,
  lotteryCategoryName: draw,
  lotteryCategoryId: `c-${draw}`,
  date,
  numbers: deriveWinningNumbers({ first, second: '45', third: '12', l3c: '427' }),
});

describe('resultsByDay', () => {
  it('groups by day, newest first, draws by name, three lots and the L3C', () => {
    const days = resultsByDay([
      result('a', 'New York Soir', '2026-11-21', '27'),
      result('b', 'Florida Midi', '2026-11-22', '03'),
      result('c', 'Georgia', '2026-11-22', '88'),
    ]);
    expect(days.map((d) => d.date)).toEqual(['2026-11-22', '2026-11-21']);
    expect(days[0]!.draws.map((d) => d.draw)).toEqual(['Florida Midi', 'Georgia']);
    expect(days[1]!.draws[0]).toEqual({
      id: 'a',
      draw: 'New York Soir',
      first: '27',
      second: '45',
      third: '12',
      l3c: '427',
    });
  });

  it('answers nothing for no results', () => {
    expect(resultsByDay([])).toEqual([]);
  });
});
