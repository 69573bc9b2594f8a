/** Hours as a journal record holds them: either may be absent (a change records what moved). */
export interface RecordedHours {
  startTime?: unknown;
  endTime?: unknown;
}

/** A change of a draw's hours, from the journal: when, the hours it set and those it replaced. */
export interface HoursChange extends RecordedHours {
  at: Date;
  before?: RecordedHours;
}

export interface DrawHours {
  startTime: string;
  endTime: string;
}

const hhmm = (value: unknown) =>
  typeof value === 'string' && /^\d\d:\d\d$/.test(value) ? value : undefined;

/**
 * A draw's hours on a day (issue 38: yesterday's results showed today's closing time after the
 * draw was moved today): the hours the last change before the day ended set (its creation
 * records them too), each of the two on its own; without such a change, what the first change
 * after the day replaced (the journal's "before"); else today's. `changes` in the order made.
 */
export function hoursOn(current: DrawHours, changes: HoursChange[], dayEnd: Date): DrawHours {
  let startTime: string | undefined;
  let endTime: string | undefined;
  for (const change of changes) {
    if (change.at.getTime() >= dayEnd.getTime()) break;
    startTime = hhmm(change.startTime) ?? startTime;
    endTime = hhmm(change.endTime) ?? endTime;
  }
  for (const change of changes) {
    if (change.at.getTime() < dayEnd.getTime()) continue;
    startTime ??= hhmm(change.before?.startTime);
    endTime ??= hhmm(change.before?.endTime);
  }
  return { startTime: startTime ?? current.startTime, endTime: endTime ?? current.endTime };
}
