import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse.ts';

describe('createSseParser', () => {
  it('reads named events and skips heartbeats and retry lines', () => {
    const parser = createSseParser();
    expect(
      parser.push(
        'retry: 3000\n\nevent: ready\ndata: {}\n\n: ping\n\nevent: message\ndata: {"_id":"1"}\n\n',
      ),
    ).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'message', data: '{"_id":"1"}' },
    ]);
  });

  it('puts together events cut anywhere across chunks', () => {
    const parser = createSseParser();
    const stream = 'event: message\ndata: {"_id":"a"}\n\nevent: message\ndata: {"_id":"b"}\n\n';
    const seen = [];
    for (const ch of stream) seen.push(...parser.push(ch));
    expect(seen.map((e) => e.data)).toEqual(['{"_id":"a"}', '{"_id":"b"}']);
  });

  it('accepts CRLF line ends, unnamed events and multi-line data', () => {
    const parser = createSseParser();
    expect(parser.push('data: one\r\ndata: two\r\n\r\n')).toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('reads a CRLF cut between its CR and its LF as one line end', () => {
    const parser = createSseParser();
    expect(parser.push('data: a\r')).toEqual([]);
    expect(parser.push('\ndata: b\r')).toEqual([]);
    expect(parser.push('\n\r\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('gives nothing for an event without data, nor before its blank line', () => {
    const parser = createSseParser();
    expect(parser.push('event: ready\n\n')).toEqual([]);
    expect(parser.push('event: message\ndata: x\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'message', data: 'x' }]);
  });
});
