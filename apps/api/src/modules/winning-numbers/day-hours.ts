/** A change of a draw's hours, from the journal: when, and the hours it set (either may be absent). */
export interface HoursChange {
  at: Date;
  startTime?: unknown;
  endTime?: unknown;
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
 * records them too), each of the two on its own; without such a change, today's. `changes` in
 * the order they were made.
 */
export function hoursOn(current: DrawHours, changes: HoursChange[], dayEnd: Date): DrawHours {
  let startTime: string | undefined;
  let endTime: string | undefined;
  for (const change of changes) {
    if (change.at.getTime() >= dayEnd.getTime()) break;
    startTime = hhmm(change.startTime) ?? startTime;
    endTime = hhmm(change.endTime) ?? endTime;
  }
  return { startTime: startTime ?? current.startTime, endTime: endTime ?? current.endTime };
}
