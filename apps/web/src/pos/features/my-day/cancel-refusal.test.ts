import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { cancelRefusal } from './cancel-refusal.ts';

const tooLate = (minutes: number) =>
  `Ou pa ka anile tikè sa a ankò: yon tikè anile sèlman nan ${minutes} minit apre vant lan, pandan tiraj la louvri toujou.`;

describe('cancelRefusal', () => {
  it.each([
    [
      "the server's window",
      new ApiError(
        422,
        'A ticket can only be cancelled within 15 minutes of its sale, while its draw is open.',
      ),
      10,
      tooLate(15),
    ],
    ["the company's window when the server gives none", new ApiError(422, 'no'), 10, tooLate(10)],
    [
      'no window known',
      new ApiError(422, 'no'),
      undefined,
      'Ou pa ka anile tikè sa a ankò: tan pou anile a fini oswa tiraj la fèmen.',
    ],
    [
      'already gone',
      new ApiError(404, 'Ticket not found'),
      10,
      'Nou pa jwenn tikè sa a (petèt li te deja anile).',
    ],
    ['offline', new ApiError(0, 'x'), 10, 'Pa gen entènèt. Eseye ankò lè entènèt la tounen.'],
    ['anything else', new ApiError(500, 'x'), 10, 'Tikè sa a pa ka anile.'],
  ])('%s', (_, error, window, text) => expect(cancelRefusal(error, window)).toBe(text));
});
