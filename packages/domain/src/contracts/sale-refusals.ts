import { z } from 'zod';

/** Why a sale is refused, line by line (the sale's 422 answer). */
export const REFUSAL_REASONS = ['closed', 'blocked', 'limit', 'percentage', 'inactive'] as const;
/** One reason a line is refused: a line refused for several reasons comes once per reason. */
export const refusedLine = z.object({
  index: z
    .number()
    .describe('position of the line in the request (once per reason it is refused for)'),
  gameCategory: z.string(),
  number: z.string(),
  reason: z.enum(REFUSAL_REASONS),
  available: z
    .number()
    .optional()
    .describe(
      "for limit and percentage: the most this line may still carry, HTG (a limit's room left now, less what the ticket's earlier lines on the same number take)",
    ),
  code: z
    .string()
    .describe('sale.closed, sale.inactive, sale.blocked, sale.percentage or sale.limit'),
  params: z
    .record(z.string(), z.unknown())
    .describe('gameCategory, number and (limit, percentage) available'),
});
export type RefusedLine = z.infer<typeof refusedLine>;

export const saleRefusal = z
  .object({
    success: z.literal(false),
    message: z.string(),
    code: z.literal('sale.refused'),
    params: z.object({ summary: z.string().describe("the lines' English texts joined by '; '") }),
    details: z.object({ lines: z.array(refusedLine) }),
  })
  .meta({
    id: 'SaleRefusal',
    examples: [
      {
        success: false,
        message:
          'This ticket cannot be sold. BLT 13: the number is blocked; BLT 27: the amount passes the limit.',
        code: 'sale.refused',
        params: {
          summary: 'BLT 13: the number is blocked; BLT 27: the amount passes the limit',
        },
        details: {
          lines: [
            {
              index: 0,
              gameCategory: 'BLT',
              number: '13',
              reason: 'blocked',
              code: 'sale.blocked',
              params: { gameCategory: 'BLT', number: '13' },
            },
            {
              index: 1,
              gameCategory: 'BLT',
              number: '27',
              reason: 'limit',
              available: 20,
              code: 'sale.limit',
              params: { gameCategory: 'BLT', number: '27', available: 20 },
            },
          ],
        },
      },
    ],
  });
