import { bulkCodes } from './bulk-codes.ts';
import { m } from './message.ts';
import { DRAW_CATALOG_MESSAGES } from './draw-catalog-codes.ts';
import { RESULT_PROPOSAL_MESSAGES } from './result-proposal-codes.ts';
import { OFFLINE_MESSAGES } from './offline-codes.ts';
import { ticketCodes } from './ticket-codes.ts';
/**
 * Every message the server writes for a person to read, by its stable code: the English text
 * (what the API's `message` says, word for word) and the names of its parameters. Error answers
 * carry `code` and `params` beside `message`, so a client translates by code and never parses
 * English. A code, once shipped, keeps its meaning: change a text, never reuse a code.
 *
 * Texts interpolate `{{name}}` (i18next's default syntax, so a catalogue can take them as they
 * are). A text that depends on a number is `{ one, other, count }`, `count` naming the parameter.
 * A parameter may name more than the English text shows (a sale refused for its limit carries the
 * amount still `available`).
 */
export type { EnglishText } from './message.ts';

const auth = {
  'auth.sign_in': m('Please sign in.'),
  'auth.sign_in_again': m('Please sign in again.'),
  'auth.session_ended': m('Your session has ended. Please sign in again.'),
  forbidden: m('You are not allowed to do this.'),
  'auth.staff_role': m('Your role does not allow this.'),
  'auth.wrong_password': m('The current password is not right.'),
  'signin.bad_credentials': m('Invalid user name or password.'),
  'signin.user_inactive': m('This account is inactive. Please contact your company.'),
  'signin.company_inactive': m(
    'Your company account is inactive. Please contact the platform operator.',
  ),
  'signin.wrong_device': m('This device is not registered for this seller.'),
  'signin.throttled': m(
    {
      one: 'Too many failed sign-in attempts. Try again in {{minutes}} minute.',
      other: 'Too many failed sign-in attempts. Try again in {{minutes}} minutes.',
      count: 'minutes',
    },
    'minutes',
  ),
  'rate_limit.too_many': m(
    {
      one: 'Too many requests. Try again in {{seconds}} second.',
      other: 'Too many requests. Try again in {{seconds}} seconds.',
      count: 'seconds',
    },
    'seconds',
  ),
};

/** A sale refused (422): the whole answer, and one code per refused line in `details.lines`. */
const sale = {
  // The summary is the lines' own texts joined by "; ": a client rebuilds it from the lines.
  'sale.refused': m('This ticket cannot be sold. {{summary}}.', 'summary'),
  'sale.closed': m(
    '{{gameCategory}} {{number}}: the lottery is closed for sale',
    'gameCategory',
    'number',
  ),
  'sale.inactive': m(
    '{{gameCategory}} {{number}}: the seller or the company is inactive',
    'gameCategory',
    'number',
  ),
  'sale.blocked': m('{{gameCategory}} {{number}}: the number is blocked', 'gameCategory', 'number'),
  'sale.percentage': m(
    '{{gameCategory}} {{number}}: the amount passes the percentage limit',
    'gameCategory',
    'number',
    'available',
  ),
  'sale.limit': m(
    '{{gameCategory}} {{number}}: the amount passes the limit',
    'gameCategory',
    'number',
    'available',
  ),
  'sale.number_format': m('{{game}} numbers are {{digits}} digits', 'game', 'digits'),
  'sale.number_format_mrg': m('MRG numbers are two 2-digit numbers, like 12×34'),
  'sale.key_reused': m('This sale key was already used for another ticket'),
  'sale.key_cancelled': m(
    'The ticket {{ticketId}} sold under this sale key was cancelled: it is not sold',
    'ticketId',
  ),
  // Issue 26: a whole-ticket refusal; `available` is the largest sale (HTG) that still fits.
  'sale.credit_limit': m(
    "This ticket passes the seller's credit limit: the seller may still sell {{available}} HTG.",
    'available',
  ),
  'number.mismatch': m('Number must be {{digits}} digits for {{game}}', 'game', 'digits'),
  'number.mismatch_mrg': m('Number must be two 2-digit numbers for MRG, like 12×34'),
};

/** Records of the company and the platform: not found, already there, in use. */
const records = {
  not_found: m('Record not found.'),
  'block_number.not_found': m('Block number not found.'),
  'alert.not_found': m('Alert not found.'),
  'company.not_found': m('Company not found.'),
  'file.not_found': m('File not found.'),
  'limit.not_found': m('Limit not found.'),
  'lottery_category.not_found': m('Lottery category not found.'),
  'lottery_category.not_found_named': m('Lottery category "{{reference}}" not found.', 'reference'),
  'message.not_found': m('Message not found.'),
  'payment_alert.not_found': m('Payment alert not found.'),
  'payment_term.not_found': m('Payment term not found.'),
  'percentage_limit.not_found': m('Percentage limit not found.'),
  'seller.not_found': m('Seller not found.'),
  'remittance.not_found': m('Entry not found.'),
  'seller.not_in_company': m('Seller "{{reference}}" not found in your company.', 'reference'),
  'subadmin.not_found': m('Subadmin not found.'),
  'supervisor.not_found': m('Supervisor not found.'),
  'supervisor.not_in_company': m(
    'Supervisor "{{reference}}" not found in your company.',
    'reference',
  ),
  'winning_number.not_found': m('Winning number not found.'),
  'block_number.exists': m(
    '{{game}} {{number}} is already blocked for "{{category}}".',
    'game',
    'number',
    'category',
  ),
  'limit.exists_company': m(
    'A limit for "{{category}}" and the whole company (All) already exists.',
    'category',
  ),
  'limit.exists': m(
    'A limit for "{{category}}" and {{scope}} "{{owner}}" already exists.',
    'category',
    'scope',
    'owner',
  ),
  'limit.owner_both': m('A limit is for a seller or a supervisor, not both.'),
  'limit.owner_fixed': m('The owner of a limit cannot be changed: delete it and create another.'),
  'lottery_category.name_taken': m('A lottery category named "{{name}}" already exists.', 'name'),
  // `uses` is the English list of what still uses it ("sold tickets and winning numbers").
  'lottery_category.in_use': m(
    '"{{name}}" cannot be deleted: it still has {{uses}}. Only an unused lottery category can be deleted.',
    'name',
    'uses',
  ),
  'payment_term.exists': m(
    '"{{category}}" already has a payment term: edit it instead.',
    'category',
  ),
  'percentage_limit.exists': m(
    '"{{category}}" already has a percentage limit: edit it instead.',
    'category',
  ),
  'winning_number.exists': m(
    '{{category}} already has a result for {{date}}. Edit it instead.',
    'category',
    'date',
  ),
  'winning_number.exists_other': m(
    '{{category}} already has a result for {{date}}.',
    'category',
    'date',
  ),
  'winning_number.future_date': m('A result cannot be posted for a future date.'),
  'winning_number.not_closed': m(
    '{{category}} of {{date}} is still on sale until {{closesAt}}: its result can be posted only after it closes.',
    'category',
    'date',
    'closesAt',
  ),
  'user_name.taken': m('The user name "{{userName}}" is already taken.', 'userName'),
  'user_name.deleted_seller': m(
    'The user name "{{userName}}" belongs to a deleted seller whose tickets are kept; choose another name.',
    'userName',
  ),
  'device.taken': m('The device ID "{{imei}}" is already used by another seller.', 'imei'),
  'record.exists': m('This record already exists.'),
  'branch.not_empty': m(
    'This branch is not empty: move its sellers, supervisors and staff accounts to another branch (or to none) first.',
  ),
  'record.in_use': m('This record is still in use, or refers to one that does not exist.'),
};

const chat = {
  'chat.attach_recording': m('Attach the recording to send.'),
  'chat.attach_file': m('Attach the file to send.'),
  'chat.empty': m('Write a message, attach a file or record a voice message.'),
  'chat.voice_not_audio': m('A voice message must be an audio recording.'),
  'chat.no_sellers': m('The company has no seller to send this message to.'),
  'upload.send_as_multipart': m('Send this form as multipart/form-data.'),
  'upload.unexpected_file': m('Unexpected file: send it as "{{field}}".', 'field'),
  'upload.bad_file_name': m('The file name is not valid.'),
  'upload.broken_form': m('The form is not valid multipart/form-data.'),
  'upload.logo_too_large': m('The logo must be at most 2 MB.'),
  'upload.logo_not_image': m('The logo must be a PNG, JPEG, WebP or GIF image.'),
  'upload.file_too_large': m('The file must be at most 10 MB.'),
};

/**
 * A request the contracts refuse (400). Each `errors[]` entry keeps its contract's own English
 * message (naming the field's label); its code and zod's parameters say the same for a client,
 * which names the field (`field`) in its own words. These texts are the generic English.
 */
const validation = {
  // The summary is the entries' messages joined: a client rebuilds it from `errors[]`.
  'validation.failed': m('{{summary}}', 'summary'),
  'validation.not_an_object': m('The request {{part}} must be a JSON object.', 'part'),
  'validation.required': m('This value is required.'),
  'validation.invalid_type': m('This value must be {{expected}}.', 'expected'),
  'validation.too_short': m('At least {{minimum}} characters.', 'minimum'),
  'validation.too_long': m('At most {{maximum}} characters.', 'maximum'),
  'validation.too_small': m('At least {{minimum}}.', 'minimum'),
  'validation.too_big': m('At most {{maximum}}.', 'maximum'),
  'validation.too_few': m('At least {{minimum}} entries.', 'minimum'),
  'validation.too_many': m('At most {{maximum}} entries.', 'maximum'),
  'validation.invalid_format': m('This value is not in the expected format.', 'format'),
  'validation.invalid_value': m('This value must be one of {{values}}.', 'values'),
  'validation.not_multiple_of': m('This value must be a multiple of {{divisor}}.', 'divisor'),
  'validation.unknown_keys': m('Unknown fields: {{keys}}.', 'keys'),
  'validation.control_characters': m('This text must not contain control characters.'),
  'validation.invalid_date': m('This is not a real date.'),
  'validation.invalid': m('This value is not valid.'),
  'validation.limit_needed': m('Set a limit for at least one game.'),
  'validation.digits': m('{{label}} must be exactly {{digits}} digits', 'label', 'digits'),
  'validation.ticket_code': m('Ticket ID is not valid (8 letters or digits)'),
  'validation.bad_value': m('A value is not valid.'),
  'validation.unstorable_text': m('A text contains characters that cannot be stored.'),
};

/** What the framework and its plugins refuse before a route runs, and the last resort. */
const request = {
  'request.invalid': m('The request is not valid.'),
  'request.invalid_json': m('The request body is not valid JSON.'),
  'request.empty_body': m('The request body is empty.'),
  'request.body_too_large': m('The request body is too large.'),
  'request.unsupported_type': m('This content type is not supported.'),
  'request.unsupported_encoding': m('This content encoding is not supported.'),
  'request.file_too_large': m('The file is too large.'),
  'request.too_many_files': m('Too many files.'),
  'request.too_many_fields': m('Too many fields.'),
  'request.too_many_parts': m('Too many parts.'),
  'request.bad_field_name': m('A field name is not allowed.'),
  'request.form_cut_short': m('The form was cut short.'),
  'request.not_multipart': m('The request is not multipart.'),
  'request.bad_url': m('The address is not valid.'),
  'request.url_too_long': m('The address is too long.'),
  'request.not_found': m('Not found.'),
  'request.no_route': m('No such route.'),
  'request.method_not_allowed': m('This method is not allowed here.'),
  'request.timeout': m('The request took too long.'),
  'request.too_many': m('Too many requests. Please wait and try again.'),
  'request.headers_too_large': m('The request headers are too large.'),
  'request.refused': m('The request was refused.'),
  'server.error': m('Something went wrong on our side. Please try again.'),
};

export const MESSAGES = {
  ...OFFLINE_MESSAGES,
  ...DRAW_CATALOG_MESSAGES,
  ...RESULT_PROPOSAL_MESSAGES,
  ...auth,
  ...sale,
  ...ticketCodes,
  ...records,
  ...chat,
  ...validation,
  ...request,
  ...bulkCodes,
};

export type MessageCode = keyof typeof MESSAGES;
