/** Progress of a long job, as one line: a bar, the share done, and the time left. */

/** `1 min 05 s`, `42 s`: a duration a person reads at a glance (rounded up to the second). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  if (minutes === 0) return `${seconds} s`;
  return `${minutes} min ${String(seconds).padStart(2, '0')} s`;
}

/**
 * `[########············]  40%  74/186 draws  about 1 min 12 s left`. The time
 * left assumes the rest goes at the pace so far; before anything is done it
 * cannot be known, and the line says so.
 */
export function progressLine(done: number, total: number, elapsedMs: number, width = 24): string {
  const share = total > 0 ? Math.min(1, Math.max(0, done / total)) : 1;
  const filled = Math.floor(share * width);
  const bar = `[${'#'.repeat(filled)}${'·'.repeat(width - filled)}]`;
  const percent = `${Math.floor(share * 100)}%`.padStart(4);
  const left =
    done >= total
      ? `done in ${formatDuration(elapsedMs)}`
      : done <= 0
        ? 'estimating the time left…'
        : `about ${formatDuration((elapsedMs / done) * (total - done))} left`;
  return `${bar} ${percent}  ${done}/${total} draws  ${left}`;
}

/** Whether a step from `before` to `after` of `total` crosses a tenth (where a log line is due). */
export function crossesTenth(before: number, after: number, total: number): boolean {
  if (total <= 0) return false;
  return Math.floor((after * 10) / total) > Math.floor((before * 10) / total);
}

export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * Reports progress on `out`: on a terminal one line redrawn in place; elsewhere
 * (CI, a log file) a line at every tenth, so the log stays short.
 */
export function progressReporter(total: number, out: ProgressStream, now = () => Date.now()) {
  const started = now();
  let done = 0;
  const draw = () => progressLine(done, total, now() - started);
  if (out.isTTY) out.write(draw());
  return {
    advance(steps = 1) {
      const before = done;
      done = Math.min(total, done + steps);
      if (out.isTTY) out.write(`\r\x1b[2K${draw()}`);
      else if (crossesTenth(before, done, total)) out.write(`${draw()}\n`);
    },
    finish() {
      if (out.isTTY) out.write('\n');
    },
  };
}
