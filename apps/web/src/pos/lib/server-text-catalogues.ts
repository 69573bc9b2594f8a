import { knowServerCodes, serverMessageOf } from '../../i18n/server-message.ts';
import { serverCodes } from '../../i18n/server-codes.ts';
import { asI18nextKeys } from '../../i18n/server-texts.ts';
import frErrors from '../../i18n/locales/fr/errors.ts';
import htErrors from '../../i18n/locales/ht/errors.ts';

/** The server's texts in French and Kreyòl (English is the server's own `message`). */
export const serverTexts = { fr: asI18nextKeys(frErrors), ht: asI18nextKeys(htErrors) };

knowServerCodes(serverCodes);

/** What the server said, in the screen's language (loaded with the texts: it brings the server's codes). */
export const sayServerMessage = serverMessageOf;
