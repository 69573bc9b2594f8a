import { englishServerTexts } from '../../server-texts.ts';

/** The server's own English texts, by code. */
export default englishServerTexts;
