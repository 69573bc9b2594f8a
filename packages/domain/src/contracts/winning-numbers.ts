import { z } from 'zod';
import { deriveWinningNumbers, L3C_PATTERN, LOT_PATTERN } from '../winning-numbers.ts';
import { calendarDate, dataBody, inputText, requiredText } from './common.ts';

export const winningEntry = z.object({
  gameCategory: z.string(),
  position: z.number().int(),
  number: z.string(),
});

const EXAMPLE_RESULT = {
  _id: '7e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b',
  lotteryCategoryName: 'New York Soir',
  lotteryCategoryId: '0b6a6d3e-5f0e-4a51-9d2c-7c1f3e9a8b20',
  date: '2026-11-21',
  numbers: deriveWinningNumbers({ first: '27', second: '45', third: '12', l3c: '427' }),
};

export const winningNumber = z
  .object({
    _id: z.string(),
    lotteryCategoryName: z.string(),
    lotteryCategoryId: z.string(),
    date: z.string().describe('YYYY-MM-DD: the draw date'),
    numbers: z.array(winningEntry).describe('16 entries: BLT 1-3, L3C, L4C 1-3, L5C 1-3, MRG 1-6'),
  })
  .meta({
    id: 'WinningNumber',
    examples: [EXAMPLE_RESULT],
  });
export type WinningNumber = z.infer<typeof winningNumber>;

export const winningNumberSearch = z.object({
  lotteryCategoryName: inputText('Lottery Category Name')
    .trim()
    .optional()
    .describe('id or name; empty means every category'),
  fromDate: calendarDate('From'),
  toDate: calendarDate('To'),
});
export type WinningNumberSearch = z.infer<typeof winningNumberSearch>;

/** Which of the typed entries are wrong; derived entries are ignored (the server recomputes them). */
const TYPED: { game: string; position: number; label: string; pattern: RegExp; digits: number }[] =
  [
    { game: 'BLT', position: 1, label: '1st', pattern: LOT_PATTERN, digits: 2 },
    { game: 'BLT', position: 2, label: '2nd', pattern: LOT_PATTERN, digits: 2 },
    { game: 'BLT', position: 3, label: '3rd', pattern: LOT_PATTERN, digits: 2 },
    { game: 'L3C', position: 1, label: 'L3C', pattern: L3C_PATTERN, digits: 3 },
  ];

const numbers = z
  .array(
    z.object({
      gameCategory: inputText('Game'),
      position: z.coerce.number().int(),
      number: inputText('Number').trim(),
    }),
    {
      error: 'Numbers are required',
    },
  )
  .max(16, 'At most 16 numbers')
  .superRefine((entries, ctx) => {
    TYPED.forEach(({ game, position, label, pattern, digits }, index) => {
      const value =
        entries.find((e) => e.gameCategory === game && e.position === position)?.number ?? '';
      if (!pattern.test(value))
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: `${label} must be exactly ${digits} digits`,
          params: { code: 'validation.digits', label, digits },
        });
    });
  });

export const addWinningNumberBody = z.object({
  lotteryCategoryName: inputText('Lottery Category Name', {
    error: 'Lottery Category Name is required',
  })
    .trim()
    .min(1, 'Lottery Category Name is required')
    .describe('id or exact name'),
  date: calendarDate('Date'),
  numbers,
});
export type AddWinningNumberBody = z.input<typeof addWinningNumberBody>;

/** The longest reason a correction keeps (characters). */
export const CORRECTION_REASON_MAX = 500;

/**
 * A correction: the same body as the add (SPEC.md §7 "same body"), and why, kept in the audit
 * record with the before and after. The original dashboard sends no reason: it is recorded as
 * "no reason given" (issue 36); Tiraj's own screen asks for one (`correctionForm`).
 */
export const updateWinningNumberBody = addWinningNumberBody.extend({
  reason: inputText('Reason', { multiline: true })
    .trim()
    .max(CORRECTION_REASON_MAX, `Reason must be at most ${CORRECTION_REASON_MAX} characters`)
    .optional()
    .transform((v) => v || undefined)
    .describe('why the result is corrected (kept in the audit record); absent: "no reason given"'),
});
export type UpdateWinningNumberBody = z.input<typeof updateWinningNumberBody>;

/** Tiraj's Edit Number form: a correction with its reason required (the API takes one without). */
export const correctionForm = addWinningNumberBody.extend({
  reason: requiredText('Reason', CORRECTION_REASON_MAX, { multiline: true }),
});

export const winningNumberList = dataBody(z.array(winningNumber)).meta({
  id: 'WinningNumberList',
  examples: [{ success: true, data: [EXAMPLE_RESULT] }],
});
/** A result deleted (LotterySoft's dashboard has the call): its draw's tickets settle to nothing. */
export const winningNumberDeleted = z.object({
  success: z.literal(true),
  message: z.string(),
  settledTickets: z.number().describe('tickets of the draw whose payout was reset'),
});

export const winningNumberAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: winningNumber,
  settledTickets: z.number().describe('tickets of this draw whose payout was (re)computed'),
});

/** The day's results screen (issue 29): every draw of a date and where it stands. */
export const dayResultsQuery = z.object({ date: calendarDate('Date') });

export const DRAW_RESULT_STATES = ['upcoming', 'on_sale', 'due', 'posted', 'corrected'] as const;

export const dayResults = z
  .object({
    success: z.literal(true),
    data: z.array(
      z.object({
        lotteryCategoryId: z.string(),
        lotteryCategoryName: z.string(),
        date: z.string().describe('the draw date YYYY-MM-DD'),
        closesAt: z.string().describe('when its sales close, operator time `YYYY-MM-DD HH:mm`'),
        state: z.enum(DRAW_RESULT_STATES),
        result: z
          .object({
            _id: z.string(),
            numbers: z.object({
              first: z.string(),
              second: z.string(),
              third: z.string(),
              l3c: z.string(),
            }),
            postedBy: z.string().nullable(),
            postedAt: z.string(),
            correctedAt: z.string().nullable(),
          })
          .nullable(),
      }),
    ),
  })
  .meta({ id: 'DayResults' });
export type DayResults = z.infer<typeof dayResults>;
export type DayResult = DayResults['data'][number];
