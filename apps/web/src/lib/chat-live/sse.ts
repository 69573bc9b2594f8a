/** One Server-Sent Event: its name (`message` when unnamed) and its data. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream as it arrives, in chunks cut anywhere: returns
 * the events each chunk completes. Comments (heartbeats) and `id`/`retry`
 * lines are skipped; multi-line data is joined with newlines (the SSE format).
 */
export function createSseParser() {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  return {
    push(chunk: string): SseEvent[] {
      buffer += chunk;
      // A trailing \r may be the first half of \r\n: keep it for the next chunk.
      const carry = buffer.endsWith('\r') ? '\r' : '';
      const lines = (carry ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/);
      // The last piece may be half a line: keep it too.
      buffer = (lines.pop() ?? '') + carry;
      const done: SseEvent[] = [];
      for (const line of lines) {
        if (line === '') {
          if (data.length) done.push({ event: event || 'message', data: data.join('\n') });
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      return done;
    },
  };
}
