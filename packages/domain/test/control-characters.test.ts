import { describe, expect, it } from 'vitest';
import { hasControlCharacters, inputText, requiredText } from '../src/contracts/common.ts';

describe('hasControlCharacters', () => {
  // [text, refused on one line, refused in multi-line text]
  const cases: [string, boolean, boolean][] = [
    ['plain text', false, false],
    ['Pòtoprens — 12×34 😀', false, false],
    ['', false, false],
    ['a\u0000b', true, true],
    ['\u0001', true, true],
    ['bell\u0007', true, true],
    ['back\u0008space', true, true],
    ['tab\there', true, false],
    ['line\nbreak', true, false],
    ['crlf\r\n', true, false],
    ['vertical\u000btab', true, true],
    ['form\u000cfeed', true, true],
    ['\u001b[31mred', true, true],
    ['unit\u001fseparator', true, true],
    ['space ~ DEL\u007f', false, false],
    ['non-breaking\u00a0space', false, false],
  ];
  it.each(cases)('%j: one line %s, multi-line %s', (text, oneLine, multiline) => {
    expect(hasControlCharacters(text)).toBe(oneLine);
    expect(hasControlCharacters(text, true)).toBe(multiline);
  });
});

describe('inputText', () => {
  it('names the field when it refuses', () => {
    const result = inputText('User name').safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('User name must not contain control characters');
  });

  it('checks the text as sent, before trimming', () => {
    expect(requiredText('Name').safeParse('name\n').success).toBe(false);
    expect(requiredText('Note', 200, { multiline: true }).safeParse('note\n').data).toBe('note');
  });
});
