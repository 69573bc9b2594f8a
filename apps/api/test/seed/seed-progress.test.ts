import { describe, expect, it } from 'vitest';
import {
  crossesTenth,
  formatDuration,
  progressLine,
  progressReporter,
} from '../../src/seed/progress.ts';

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [1, '1 s'], // rounded up: "0 s left" would be a lie
    [42_000, '42 s'],
    [59_001, '1 min 00 s'],
    [65_000, '1 min 05 s'],
    [185_400, '3 min 06 s'],
    [-5, '0 s'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('progressLine', () => {
  it.each([
    [0, 186, 500, '[····················]   0%  0/186 draws  estimating the time left…'],
    [93, 186, 60_000, '[##########··········]  50%  93/186 draws  about 1 min 00 s left'],
    [62, 186, 30_000, '[######··············]  33%  62/186 draws  about 1 min 00 s left'],
    [185, 186, 185_000, '[###################·]  99%  185/186 draws  about 1 s left'],
    [186, 186, 190_300, '[####################] 100%  186/186 draws  done in 3 min 11 s'],
    [0, 0, 10, '[####################] 100%  0/0 draws  done in 1 s'],
  ])('%d of %d after %d ms', (done, total, elapsed, line) => {
    expect(progressLine(done, total, elapsed, 20)).toBe(line);
  });
});

describe('crossesTenth', () => {
  it.each([
    [0, 1, 186, false],
    [18, 19, 186, true], // 18.6 is the first tenth
    [19, 20, 186, false],
    [185, 186, 186, true],
    [0, 5, 5, true],
    [0, 0, 0, false],
  ])('%d → %d of %d: %s', (before, after, total, expected) => {
    expect(crossesTenth(before, after, total)).toBe(expected);
  });
});

describe('progressReporter', () => {
  const clock = () => {
    let t = 0;
    return { now: () => t, tick: (ms: number) => (t += ms) };
  };

  it('on a terminal redraws one line in place, then ends it', () => {
    const written: string[] = [];
    const c = clock();
    const p = progressReporter(4, { isTTY: true, write: (s) => written.push(s) }, c.now);
    c.tick(1000);
    p.advance();
    p.finish();
    expect(written[0]).toContain('0/4 draws');
    const redraw = '\r\u001b[2K'; // back to the line's start, clear it
    expect(written[1]!.startsWith(redraw)).toBe(true);
    expect(written[1]!.slice(redraw.length)).toBe(progressLine(1, 4, 1000));
    expect(written[1]).toContain(' 25%  1/4 draws  about 3 s left');
    expect(written[2]).toBe('\n');
    expect(written.join('')).not.toMatch(/\n.*\n/);
  });

  it('elsewhere (CI) writes a line at every tenth only', () => {
    const written: string[] = [];
    const c = clock();
    const p = progressReporter(186, { isTTY: false, write: (s) => written.push(s) }, c.now);
    for (let i = 0; i < 186; i++) {
      c.tick(1000);
      p.advance();
    }
    p.finish();
    expect(written).toHaveLength(10);
    expect(written.every((s) => s.endsWith('\n') && !s.includes('\r'))).toBe(true);
    expect(written[0]).toContain(' 10%  19/186 draws');
    expect(written[9]).toContain('100%  186/186 draws  done in 3 min 06 s');
  });
});
