import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';

// LotterySoft's seller app shows "Network error! try again!" for any answer but a 200, and goes
// back to its sign-in screen only on a 200 whose message is `Unauthorized!`. So its refusals are
// 200 `{success: false, message}`, with the messages the original backend sent.

export const DEVICE_MESSAGES = {
  unauthorized: 'Unauthorized!',
  userNotFound: 'User not found!',
  userLocked: 'This user locked now!',
  companyOff: 'Votre compagnie est deconnecée',
  wrongPassword: 'Mot de passe incorrecte',
  signedOut: "You've been signed out!",
  nothingSold: 'you cant create ticket!',
  saleFailed: 'ticket save failed! try again!',
  ticketDeleted: 'Ticket deleted',
  cancelTooLate: "Ticket time is up! You cann't remove this ticket!",
  ticketNotFound: 'Ticket not found',
  resultNotFound: 'Winning number not found',
  replayNotFound: 'Not Found Data!',
  replayClosed: 'Lottery time check failed!',
} as const;

/** The draw-closed refusal of a sale, with the operator's time now as the app shows it. */
export const timeIsUp = (hhmm: string) =>
  `Haiti local time now: ${hhmm}. \n Time is up!. Sorry you cann't create ticket.`;

export interface DeviceRefusal {
  success: false;
  message: string;
}

export const deviceRefusal = (message: string): DeviceRefusal => ({ success: false, message });

/**
 * A thrown error as the app reads it: a session gone is `Unauthorized!`; any refusal of a rule,
 * a bad request or an unknown record is 200 with the message. Only a fault of the server keeps its
 * 5xx (the app's "Network error! try again!" is true then), with no internals.
 */
export function deviceAnswerOf(error: unknown): { status: number; body: DeviceRefusal } {
  if (error instanceof AppError) {
    if (error.statusCode === 401) return { status: 200, body: deviceRefusal('Unauthorized!') };
    return { status: 200, body: deviceRefusal(error.message) };
  }
  if (hasZodFastifySchemaValidationErrors(error))
    return { status: 200, body: deviceRefusal('Bad request') };
  const status = (error as FastifyError | undefined)?.statusCode ?? 500;
  if (status < 500) return { status: 200, body: deviceRefusal('Bad request') };
  return { status, body: deviceRefusal('Server error') };
}
