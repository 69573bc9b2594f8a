import { z } from 'zod';
import { CHAT_MAX_TEXT, MESSAGE_TYPES } from '../chat.ts';
import { dataBody, inputText, UUID_PATTERN } from './common.ts';

const id = (label: string) =>
  inputText(label, { error: `${label} is required` })
    .trim()
    .regex(UUID_PATTERN, `${label} must be an id`);

/** A chat message (SPEC.md §3), in the thread of one seller with its company. */
export const chatMessage = z
  .object({
    _id: z.string(),
    senderId: z.string(),
    receiverId: z.string(),
    sellerId: z.string().describe('the seller whose thread this message is in'),
    message: z.string().describe('the text, same as content'),
    content: z.string(),
    type: z.enum(MESSAGE_TYPES),
    fileUrl: z
      .string()
      .nullable()
      .describe(
        'an attached file (type file): `files/<expires>-<signature>/<key>`, a signed link that opens without a token for at least 10 minutes (fetch the thread again for a fresh one); `files/<key>` opens with a party’s bearer token',
      ),
    voiceUrl: z
      .string()
      .nullable()
      .describe('a voice message (type voice): a signed link, as `fileUrl`'),
    fileName: z.string().nullable().describe('the name the file was sent with'),
    timestamp: z.string().describe('when it was sent, ISO 8601'),
    readAt: z.string().nullable().describe('when the receiver first fetched it; null: unread'),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessage>;

const content = inputText('Message', { multiline: true })
  .trim()
  .max(CHAT_MAX_TEXT, `Message must be at most ${CHAT_MAX_TEXT} characters`)
  .optional()
  .transform((v) => v ?? '');

const type = z
  .enum(MESSAGE_TYPES, { error: 'Type must be text, voice or file' })
  .optional()
  .describe('text, voice (the file is a recording) or file; taken from the file when absent');

/** multipart fields of POST /seller/sendmessage and /subadmin/broadcastMessage (plus the optional file) */
export const messageFields = z.object({ content, type });
export type MessageFields = z.output<typeof messageFields>;

/** multipart fields of POST /subadmin/sendmessage */
export const sendMessageFields = messageFields.extend({ receiverId: id('Receiver') });

/** A page of a thread: the `limit` newest messages sent before `before`, returned oldest first. */
export const threadPage = z.object({
  before: id('Before')
    .optional()
    .describe("a message's _id: only messages older than it (the next page back)"),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int()
    .min(1)
    .max(200)
    .default(50)
    .describe('how many messages, 1 to 200 (default 50)'),
});
export type ThreadPage = z.infer<typeof threadPage>;

export const subAdminThreadQuery = threadPage.extend({
  senderId: id('Seller').describe("the seller's id: the thread with that seller"),
});

export const messageThread = z.object({
  success: z.literal(true),
  data: z.array(chatMessage).describe('oldest first'),
  hasMore: z.boolean().describe('true: older messages exist; ask again with before = data[0]._id'),
});
export type MessageThread = z.infer<typeof messageThread>;

export const messageAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: chatMessage,
});

export const broadcastAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ count: z.number().int().describe('how many sellers received it') }),
});

/** A row of the sub-admin chat's seller table. */
export const chatSeller = z
  .object({
    _id: z.string(),
    userName: z.string(),
    isActive: z.boolean(),
    unreadCount: z.number().int().describe("the seller's messages the company has not read"),
    lastMessageAt: z.string().nullable().describe('the newest message of the thread, ISO 8601'),
  })
  .meta({ id: 'ChatSeller' });
export type ChatSeller = z.infer<typeof chatSeller>;
export const chatSellerList = dataBody(z.array(chatSeller));

/** What the push channel (GET /chat/stream) sends for each new message: ids only. */
export const chatEvent = z.object({
  _id: z.string().describe('the message'),
  sellerId: z.string().describe('the thread'),
  senderId: z.string(),
});
export type ChatEvent = z.infer<typeof chatEvent>;
