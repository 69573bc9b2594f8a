import { z } from 'zod';

/** Who is active (issue 29): each seller's last sale, last seen and open sessions, for the company. */
export const sellerActivity = z
  .object({
    success: z.literal(true),
    data: z.array(
      z.object({
        _id: z.string().describe("the seller's id"),
        userName: z.string(),
        lastSaleAt: z.string().nullable(),
        lastSeenAt: z
          .string()
          .nullable()
          .describe("the last call from any of the seller's devices, to the minute"),
        sessions: z.array(
          z.object({
            _id: z.string(),
            startedAt: z.string(),
            expiresAt: z.string(),
            lastSeenAt: z.string().nullable().describe("this session's last call, to the minute"),
            device: z
              .string()
              .nullable()
              .describe('the device it was opened from: a device ID or a browser summary'),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'SellerActivity' });
export type SellerActivity = z.infer<typeof sellerActivity>;
