import { z } from 'zod';

/** Who is active (issue 29): each seller's last sale and open sessions, for the company. */
export const sellerActivity = z
  .object({
    success: z.literal(true),
    data: z.array(
      z.object({
        _id: z.string().describe("the seller's id"),
        userName: z.string(),
        lastSaleAt: z.string().nullable(),
        sessions: z.array(
          z.object({
            _id: z.string(),
            startedAt: z.string(),
            expiresAt: z.string(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'SellerActivity' });
export type SellerActivity = z.infer<typeof sellerActivity>;
