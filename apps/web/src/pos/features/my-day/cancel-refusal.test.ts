import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, startI18n } from '../../../i18n/i18n.ts';
import { posResources } from '../../../i18n/resources/pos.ts';
import '../../lib/screen-words.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { cancelRefusal } from './cancel-refusal.ts';

beforeAll(() => startI18n(posResources, 'ht'));

function said(language: string, error: unknown, window?: number) {
  void i18n.changeLanguage(language);
  return cancelRefusal(error, i18n.getFixedT(language, 'posScreens'), window);
}

const tooLate = (minutes: number) =>
  `Ou pa ka anile fich sa a ankò: yon fich anile sèlman nan ${minutes} minit apre vant lan, pandan tiraj la ouvè toujou.`;
/** The server's refusal, with its code and the company's window. */
const outOfWindow = (minutes: number) =>
  new ApiError(422, 'English', [], undefined, true, 'ticket.cancel_window', { minutes });

describe('cancelRefusal', () => {
  it.each([
    ["the server's window", outOfWindow(15), 10, tooLate(15)],
    ["the company's window when the server gives none", new ApiError(422, 'no'), 10, tooLate(10)],
    [
      'no window known',
      new ApiError(422, 'no'),
      undefined,
      'Ou pa ka anile fich sa a ankò: tan pou anile a fini oswa tiraj la fèmen.',
    ],
    [
      'already gone',
      new ApiError(404, 'Ticket not found'),
      10,
      'Nou pa jwenn fich sa a (petèt li te deja anile).',
    ],
    ['offline', new ApiError(0, 'x'), 10, 'Pa gen entènèt. Eseye ankò lè entènèt la tounen.'],
    ['anything else', new ApiError(500, 'x'), 10, 'Fich sa a pa ka anile.'],
  ])('%s', (_, error, window, text) => expect(said('ht', error, window)).toBe(text));

  it.each([
    ['en', 1, 'within 1 minute of its sale'],
    ['en', 15, 'within 15 minutes of its sale'],
    ['fr', 1, 'dans un délai de 1 minute après sa vente'],
    ['fr', 10, 'dans un délai de 10 minutes après sa vente'],
  ])('%s: a window of %s, one or many', (language, minutes, part) =>
    expect(said(language, outOfWindow(minutes))).toContain(part),
  );
});
