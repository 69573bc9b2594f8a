import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  broadcastAnswer,
  chatSellerList,
  errorBody,
  messageAnswer,
  messageFields,
  messageThread,
  type MessageFields,
  sendMessageFields,
  subAdminThreadQuery,
  threadPage,
} from '@tiraj/domain/contracts';
import { companyUserOf } from '../../auth/guards.ts';
import { multipartDoc } from '../../http/docs.ts';
import { readMultipart } from '../../http/multipart.ts';
import { guarded } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { CHAT_FILE_RULE, outgoingOf, type Outgoing } from './chat-upload.ts';
import type { ChatNotice } from '../../events/notices.ts';
import {
  chatSellers,
  companyAdmin,
  companySeller,
  threadPage as readThread,
  fileLinker,
} from './messages.ts';
import { broadcast, sendToCompany, sendToSeller } from './send.ts';

const tags = ['chat'];
/** What a sent message may answer besides the usual errors: too large, of a refused type, refused. */
const sendErrors = { 413: errorBody, 415: errorBody, 422: errorBody };
const chatFile = {
  file: z
    .string()
    .optional()
    .describe(
      'any file up to 10 MB (type file), or a recording such as recording.wav (type voice)',
    ),
};
const paging =
  'Paged from the newest: `limit` (default 50, at most 200) messages, returned oldest first, with `hasMore`; ' +
  'for older ones ask again with `before` = the `_id` of the oldest message you have.';

/** Chat between a company (its subadmin) and its sellers: SPEC.md §7, ARCHITECTURE.md §6. */
export function chatRoutes(app: App, ctx: Context) {
  /** Reads the form and stores the message; a refused message leaves no uploaded file behind. */
  async function send<S extends z.ZodType<MessageFields>, T extends { notices: ChatNotice[] }>(
    request: FastifyRequest,
    schema: S,
    deliver: (out: Outgoing, fields: z.output<S>) => Promise<T>,
  ): Promise<T> {
    const { fields, file } = await readMultipart(request, schema, ctx.files, CHAT_FILE_RULE);
    let sent: T;
    try {
      sent = await deliver(outgoingOf(fields, file), fields);
    } catch (error) {
      if (file) await ctx.files.remove(file.key);
      throw error;
    }
    // Stored already: a failed announcement costs only the live update, never the message.
    await ctx.events.publish(sent.notices).catch((error: unknown) => {
      request.log.error({ err: error }, 'chat notice not published');
    });
    return sent;
  }

  guarded(app, ctx, { roles: ['subadmin'], tags }, (subadmin) => {
    subadmin.post(
      '/subadmin/sendmessage',
      {
        config: { ...multipartDoc(sendMessageFields, chatFile), capability: 'people' },
        schema: {
          summary: 'Send a message to one seller of the company (multipart)',
          description:
            'Text (`content`), a file, or a voice recording (`type` voice); at least one. Another company’s seller: 404.',
          consumes: ['multipart/form-data'],
          response: { 200: messageAnswer, ...sendErrors },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        const { data } = await send(request, sendMessageFields, (out, fields) =>
          sendToSeller(ctx.db, actor, fields.receiverId, out),
        );
        const link = await fileLinker(ctx.fileLinks, actor.companyId);
        return { success: true as const, message: 'Message sent.', data: link(data) };
      },
    );

    subadmin.post(
      '/subadmin/broadcastMessage',
      {
        config: { ...multipartDoc(messageFields, chatFile), capability: 'people' },
        schema: {
          summary: 'Send one message to every seller of the company (multipart)',
          description:
            'Each seller gets it in its own thread; a file is stored once. 422 when the company has no seller.',
          consumes: ['multipart/form-data'],
          response: { 200: broadcastAnswer, ...sendErrors },
        },
      },
      async (request) => {
        const { count } = await send(request, messageFields, (out) =>
          broadcast(ctx.db, companyUserOf(request), out),
        );
        return { success: true as const, message: 'Message broadcast.', data: { count } };
      },
    );

    subadmin.get(
      '/subadmin/getMessages',
      {
        schema: {
          summary: 'The thread with one seller (marks the seller’s messages read)',
          description: paging,
          querystring: subAdminThreadQuery,
          response: { 200: messageThread },
        },
      },
      async (request) => {
        const actor = companyUserOf(request);
        const companyId = actor.companyId;
        const { senderId, ...page } = request.query;
        await companySeller(ctx.db, companyId, senderId);
        // Staff read as the company (its owner): the seller's messages read by the company.
        const owner = await companyAdmin(ctx.db, companyId);
        const thread = await readThread(ctx.db, { id: owner.id, companyId }, senderId, page);
        const link = await fileLinker(ctx.fileLinks, companyId);
        const data = thread.data.map(link);
        return { success: true as const, ...thread, data };
      },
    );

    subadmin.get(
      '/subadmin/getchatsellers',
      {
        schema: {
          summary: "The chat's seller table: each seller with its unread messages",
          description:
            'Sellers of the company (not deleted), the most recent conversation first, then by name.',
          response: { 200: chatSellerList },
        },
      },
      async (request) => ({
        success: true as const,
        data: await chatSellers(ctx.db, companyUserOf(request).companyId),
      }),
    );
  });

  guarded(app, ctx, { roles: ['seller'], tags: [...tags, 'seller device'] }, (seller) => {
    seller.get(
      '/seller/getMessages',
      {
        schema: {
          summary: 'The seller’s thread with its company (marks the company’s messages read)',
          description: paging,
          querystring: threadPage,
          response: { 200: messageThread },
        },
      },
      async (request) => {
        const user = companyUserOf(request);
        const reader = { id: user.id, companyId: user.companyId };
        const thread = await readThread(ctx.db, reader, user.id, request.query);
        const link = await fileLinker(ctx.fileLinks, user.companyId);
        const data = thread.data.map(link);
        return { success: true as const, ...thread, data };
      },
    );

    seller.post(
      '/seller/sendmessage',
      {
        config: multipartDoc(messageFields, chatFile),
        schema: {
          summary: 'Send a message to the company (multipart)',
          consumes: ['multipart/form-data'],
          response: { 200: messageAnswer, ...sendErrors },
        },
      },
      async (request) => {
        const user = companyUserOf(request);
        const { data } = await send(request, messageFields, (out) =>
          sendToCompany(ctx.db, user, out),
        );
        const link = await fileLinker(ctx.fileLinks, user.companyId);
        return { success: true as const, message: 'Message sent.', data: link(data) };
      },
    );
  });
}
