import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { bearerOf } from '../auth/guards.ts';
import type { SessionCache } from '../caches/session-cache.ts';
import type { Db } from '../db/client.ts';
import { messages, type storedFiles } from '../db/schema/index.ts';

/**
 * Who may fetch a chat file: the bearer of a live session that is the
 * company's subadmin, or a seller of that company with the file in its own
 * thread (so a broadcast file reaches every seller who received it).
 */
export async function mayFetchChatFile(
  db: Db,
  sessions: SessionCache,
  request: FastifyRequest,
  file: typeof storedFiles.$inferSelect,
): Promise<boolean> {
  const token = bearerOf(request);
  const user = token ? await sessions.find(token) : undefined;
  if (!user || !file.companyId || user.companyId !== file.companyId) return false;
  if (user.role === 'subadmin') return true;
  if (user.role !== 'seller') return false;
  const [hit] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.companyId, file.companyId),
        eq(messages.sellerId, user.id),
        eq(messages.fileKey, file.key),
      ),
    )
    .limit(1);
  return !!hit;
}
