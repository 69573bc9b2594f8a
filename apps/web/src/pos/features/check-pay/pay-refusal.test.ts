import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { payRefusal } from './pay-refusal.ts';

// 23:40 UTC is 18:40 in Port-au-Prince, the operator's time the message shows.
const paidAt = '2026-11-22T23:40:00.000Z';

describe('payRefusal', () => {
  it.each([
    [
      'already paid: when and by whom',
      new ApiError(409, 'already paid', [], {
        paidOutAt: paidAt,
        paidOutBy: { _id: 'u', userName: 'marie' },
      }),
      'Tikè sa a te deja peye 22/11/2026 18:40 pa marie. Pa peye l ankò.',
    ],
    [
      'already paid without details',
      new ApiError(409, 'already paid'),
      'Tikè sa a te deja peye. Pa peye l ankò.',
    ],
    [
      'before the result',
      new ApiError(422, 'x', [], { state: 'waiting' }),
      'Ou pa ka peye l: rezilta tiraj la poko soti.',
    ],
    [
      'a losing ticket',
      new ApiError(422, 'x', [], { state: 'lost' }),
      'Ou pa ka peye l: tikè a pa genyen.',
    ],
    [
      'a deleted ticket',
      new ApiError(422, 'x', [], { state: 'deleted' }),
      'Ou pa ka peye l: tikè a anile.',
    ],
    [
      'an unknown state',
      new ApiError(422, 'x', [], { state: 'toString' }),
      'Tikè sa a pa ka peye.',
    ],
    ['not allowed', new ApiError(403, 'x'), 'Ou pa gen dwa peye tikè sa a.'],
    ['not found', new ApiError(404, 'x'), 'Nou pa jwenn tikè sa a. Gade nimewo a ankò.'],
    ['offline', new ApiError(0, 'x'), 'Pa gen entènèt. Eseye ankò lè entènèt la tounen.'],
    ['a server fault', new ApiError(500, 'x'), 'Yon bagay pa mache. Eseye ankò.'],
    ['not an api error', new Error('boom'), 'Yon bagay pa mache. Eseye ankò.'],
  ])('%s', (_, error, text) => expect(payRefusal(error)).toBe(text));
});
