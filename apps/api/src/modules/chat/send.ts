import { asc } from 'drizzle-orm';
import type { ChatMessage } from '@tiraj/domain/contracts';
import { coded } from '@tiraj/domain';
import type { CompanyUser } from '../../auth/session-user.ts';
import { companyPeople } from '../../company-people.ts';
import type { Db, Tx } from '../../db/client.ts';
import { messages, users } from '../../db/schema/index.ts';
import { refused } from '../../errors.ts';
import { recordFile } from '../../files/storage.ts';
import type { Outgoing } from './chat-upload.ts';
import type { ChatNotice } from '../../events/notices.ts';
import { companyAdmin, companySeller, presentMessage } from './messages.ts';

interface Sent {
  data: ChatMessage;
  notices: ChatNotice[];
}

const noticeOf = (row: typeof messages.$inferSelect): ChatNotice => ({
  kind: 'chat',
  companyId: row.companyId,
  sellerId: row.sellerId,
  messageId: row.id,
  senderId: row.senderId,
});

async function insertMessages(
  tx: Tx,
  companyId: string,
  out: Outgoing,
  threads: { senderId: string; receiverId: string; sellerId: string }[],
) {
  return tx
    .insert(messages)
    .values(
      threads.map((t) => ({
        companyId,
        ...t,
        content: out.content,
        type: out.type,
        fileKey: out.file?.key ?? null,
        fileName: out.file?.originalName ?? null,
      })),
    )
    .returning();
}

/** The subadmin writes to one seller of its own company; another company's seller is 404. */
export async function sendToSeller(
  db: Db,
  actor: CompanyUser,
  sellerId: string,
  out: Outgoing,
): Promise<Sent> {
  const companyId = actor.companyId;
  return db.transaction(async (tx) => {
    await companySeller(tx, companyId, sellerId);
    // Staff write as the company: the owner's side of the thread.
    const owner = await companyAdmin(tx, companyId);
    const [row] = await insertMessages(tx, companyId, out, [
      { senderId: owner.id, receiverId: sellerId, sellerId },
    ]);
    if (out.file)
      await recordFile(tx, out.file, {
        kind: 'chat',
        companyId,
        partyA: owner.id,
        partyB: sellerId,
      });
    return { data: presentMessage(row!), notices: [noticeOf(row!)] };
  });
}

/** A seller writes to its company (its subadmin). */
export async function sendToCompany(db: Db, seller: CompanyUser, out: Outgoing): Promise<Sent> {
  const companyId = seller.companyId;
  return db.transaction(async (tx) => {
    const admin = await companyAdmin(tx, companyId);
    const [row] = await insertMessages(tx, companyId, out, [
      { senderId: seller.id, receiverId: admin.id, sellerId: seller.id },
    ]);
    if (out.file)
      await recordFile(tx, out.file, {
        kind: 'chat',
        companyId,
        partyA: admin.id,
        partyB: seller.id,
      });
    return { data: presentMessage(row!), notices: [noticeOf(row!)] };
  });
}

/**
 * One message to every seller of the company: a row in each seller's thread,
 * all sharing one stored file (each receiver may fetch it, see files/chat-file-access.ts).
 */
export async function broadcast(db: Db, actor: CompanyUser, out: Outgoing) {
  const companyId = actor.companyId;
  return db.transaction(async (tx) => {
    const sellers = await tx
      .select({ id: users.id })
      .from(users)
      .where(companyPeople(companyId, 'seller'))
      .orderBy(asc(users.createdAt));
    if (sellers.length === 0) throw refused(coded('chat.no_sellers'));
    const owner = await companyAdmin(tx, companyId);
    const rows = await insertMessages(
      tx,
      companyId,
      out,
      sellers.map((s) => ({ senderId: owner.id, receiverId: s.id, sellerId: s.id })),
    );
    if (out.file) await recordFile(tx, out.file, { kind: 'chat', companyId, partyA: owner.id });
    return { count: rows.length, notices: rows.map(noticeOf) };
  });
}
