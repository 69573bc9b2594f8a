import type { Resource } from 'i18next';
import enPublicTicket from '../locales/en/public-ticket.ts';
import frPublicTicket from '../locales/fr/public-ticket.ts';
import htPublicTicket from '../locales/ht/public-ticket.ts';

/** The public ticket page's words, loaded with its code. */
export const publicTicketResources: Resource = {
  en: { publicTicket: enPublicTicket },
  fr: { publicTicket: frPublicTicket },
  ht: { publicTicket: htPublicTicket },
};
