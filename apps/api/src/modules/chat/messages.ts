import { and, asc, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ChatMessage, ChatSeller, ThreadPage } from '@tiraj/domain/contracts';
import { companyPeople } from '../../company-people.ts';
import type { Db, Tx } from '../../db/client.ts';
import { messages, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { FileLinks } from '../../files/file-links.ts';
import { keyOfPath, publicPath } from '../../files/storage.ts';

type MessageRow = typeof messages.$inferSelect;

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** A stored message as SPEC.md §3 names its fields. */
export function presentMessage(row: MessageRow): ChatMessage {
  const url = row.fileKey ? publicPath(row.fileKey) : null;
  return {
    _id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    sellerId: row.sellerId,
    message: row.content,
    content: row.content,
    type: row.type,
    fileUrl: row.type === 'file' ? url : null,
    voiceUrl: row.type === 'voice' ? url : null,
    fileName: row.fileName,
    timestamp: row.createdAt.toISOString(),
    readAt: iso(row.readAt),
  };
}

/**
 * A message as answered: its file or voice as a signed link (issue 36), which an `<img>`, an
 * `<audio>` or the old dashboard opens without the bearer token; `files/<key>` still opens with it.
 */
export async function fileLinker(links: FileLinks, companyId: string) {
  const sign = await links.signer();
  const link = (path: string | null) => path && sign({ key: keyOfPath(path), companyId });
  return (m: ChatMessage): ChatMessage => ({
    ...m,
    fileUrl: link(m.fileUrl),
    voiceUrl: link(m.voiceUrl),
  });
}

/** A seller of the company, not deleted; anything else (another company's) is 404. */
export async function companySeller(db: Db | Tx, companyId: string, sellerId: string) {
  const [seller] = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(and(eq(users.id, sellerId), companyPeople(companyId, 'seller')));
  if (!seller) throw notFound('seller.not_found');
  return seller;
}

/**
 * The company's side of every thread: its owner (the subadmin without a staff role, issue 39).
 * Its staff write and read as the company, so a thread stays one thread whoever answers it.
 */
export async function companyAdmin(db: Db | Tx, companyId: string) {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'subadmin'), isNull(users.staffRole)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!admin) throw notFound('company.not_found');
  return admin;
}

/**
 * One page of a seller's thread, oldest first: the `limit` newest messages
 * before the cursor message (or the newest of all), and whether older ones
 * exist. Opening the thread marks the other side's messages read.
 */
export async function threadPage(
  db: Db,
  reader: { id: string; companyId: string },
  sellerId: string,
  page: ThreadPage,
) {
  const inThread = and(eq(messages.companyId, reader.companyId), eq(messages.sellerId, sellerId));
  let older: SQL | undefined;
  if (page.before) {
    const [cursor] = await db
      .select({ createdAt: messages.createdAt, id: messages.id })
      .from(messages)
      .where(and(inThread, eq(messages.id, page.before)));
    if (!cursor) throw notFound('message.not_found');
    older = or(
      lt(messages.createdAt, cursor.createdAt),
      and(eq(messages.createdAt, cursor.createdAt), lt(messages.id, cursor.id)),
    );
  }
  await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(inThread, sql`${messages.senderId} <> ${reader.id}`, isNull(messages.readAt)));
  const rows = await db
    .select()
    .from(messages)
    .where(and(inThread, older))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(page.limit + 1);
  const hasMore = rows.length > page.limit;
  return { data: rows.slice(0, page.limit).reverse().map(presentMessage), hasMore };
}

/** The company's sellers with their unread messages and latest activity, most recent first. */
export async function chatSellers(db: Db, companyId: string): Promise<ChatSeller[]> {
  const lastMessageAt = sql<Date | string | null>`max(${messages.createdAt})`;
  const rows = await db
    .select({
      _id: users.id,
      userName: users.userName,
      isActive: users.isActive,
      unreadCount:
        sql<number>`count(${messages.id}) filter (where ${messages.senderId} = ${users.id} and ${messages.readAt} is null)`.mapWith(
          Number,
        ),
      lastMessageAt,
    })
    .from(users)
    .leftJoin(
      messages,
      and(eq(messages.companyId, users.companyId), eq(messages.sellerId, users.id)),
    )
    .where(companyPeople(companyId, 'seller'))
    .groupBy(users.id)
    .orderBy(sql`${lastMessageAt} desc nulls last`, sql`lower(${users.userName})`);
  return rows.map((r) => ({ ...r, lastMessageAt: iso(r.lastMessageAt) }));
}
