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
import { companyOf, userOf } from '../../auth/guards.ts';
import { multipartDoc } from '../../http/docs.ts';
import { readMultipart } from '../../http/multipart.ts';
import { guarded, SECURED } from '../../http/scopes.ts';
import type { App, Context } from '../../http/types.ts';
import { CHAT_FILE_RULE, outgoingOf, type Outgoing } from './chat-upload.ts';
import type { ChatNotice } from './fanout.ts';
import { chatSellers, companySeller, threadPage as readThread } from './messages.ts';
import { broadcast, sendToCompany, sendToSeller } from './send.ts';

const tags = ['chat'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const sendErrors = { ...errors, 413: errorBody, 415: errorBody, 422: errorBody };
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
    await ctx.chat.publish(sent.notices).catch((error: unknown) => {
      request.log.error({ err: error }, 'chat notice not published');
    });
    return sent;
  }

  guarded(app, ctx, ['subadmin'], (subadmin) => {
    subadmin.post(
      '/subadmin/sendmessage',
      {
        config: multipartDoc(sendMessageFields, chatFile),
        schema: {
          tags,
          summary: 'Send a message to one seller of the company (multipart)',
          description:
            'Text (`content`), a file, or a voice recording (`type` voice); at least one. Another company’s seller: 404.',
          security: SECURED,
          consumes: ['multipart/form-data'],
          response: { 200: messageAnswer, ...sendErrors },
        },
      },
      async (request) => {
        const { data } = await send(request, sendMessageFields, (out, fields) =>
          sendToSeller(ctx.db, userOf(request), fields.receiverId, out),
        );
        return { success: true as const, message: 'Message sent.', data };
      },
    );

    subadmin.post(
      '/subadmin/broadcastMessage',
      {
        config: multipartDoc(messageFields, chatFile),
        schema: {
          tags,
          summary: 'Send one message to every seller of the company (multipart)',
          description:
            'Each seller gets it in its own thread; a file is stored once. 422 when the company has no seller.',
          security: SECURED,
          consumes: ['multipart/form-data'],
          response: { 200: broadcastAnswer, ...sendErrors },
        },
      },
      async (request) => {
        const { count } = await send(request, messageFields, (out) =>
          broadcast(ctx.db, userOf(request), out),
        );
        return { success: true as const, message: 'Message broadcast.', data: { count } };
      },
    );

    subadmin.get(
      '/subadmin/getMessages',
      {
        schema: {
          tags,
          summary: 'The thread with one seller (marks the seller’s messages read)',
          description: paging,
          security: SECURED,
          querystring: subAdminThreadQuery,
          response: { 200: messageThread, ...errors },
        },
      },
      async (request) => {
        const companyId = companyOf(request);
        const { senderId, ...page } = request.query;
        await companySeller(ctx.db, companyId, senderId);
        const thread = await readThread(
          ctx.db,
          { id: userOf(request).id, companyId },
          senderId,
          page,
        );
        return { success: true as const, ...thread };
      },
    );

    subadmin.get(
      '/subadmin/getchatsellers',
      {
        schema: {
          tags,
          summary: "The chat's seller table: each seller with its unread messages",
          description:
            'Sellers of the company (not deleted), the most recent conversation first, then by name.',
          security: SECURED,
          response: { 200: chatSellerList, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await chatSellers(ctx.db, companyOf(request)),
      }),
    );
  });

  guarded(app, ctx, ['seller'], (seller) => {
    seller.get(
      '/seller/getMessages',
      {
        schema: {
          tags: [...tags, 'seller device'],
          summary: 'The seller’s thread with its company (marks the company’s messages read)',
          description: paging,
          security: SECURED,
          querystring: threadPage,
          response: { 200: messageThread, ...errors },
        },
      },
      async (request) => {
        const user = userOf(request);
        const reader = { id: user.id, companyId: companyOf(request) };
        return {
          success: true as const,
          ...(await readThread(ctx.db, reader, user.id, request.query)),
        };
      },
    );

    seller.post(
      '/seller/sendmessage',
      {
        config: multipartDoc(messageFields, chatFile),
        schema: {
          tags: [...tags, 'seller device'],
          summary: 'Send a message to the company (multipart)',
          security: SECURED,
          consumes: ['multipart/form-data'],
          response: { 200: messageAnswer, ...sendErrors },
        },
      },
      async (request) => {
        const { data } = await send(request, messageFields, (out) =>
          sendToCompany(ctx.db, userOf(request), out),
        );
        return { success: true as const, message: 'Message sent.', data };
      },
    );
  });
}
