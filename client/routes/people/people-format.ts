import { PEOPLE_TEXT } from '#messages/client/routes/people/people';
import { CARD_TEXT } from '#messages/client/components/card';
import { messagesIn } from '../../../shared/i18n/messages-in';
import type { Language } from '../../../shared/languages';

/** "1 edition", "1,204 editions", in `language`. */
export const editionCount = (n: number, language: Language): string => messagesIn(CARD_TEXT, language).editions({ n });
export const artistCount = (n: number, language: Language): string => messagesIn(PEOPLE_TEXT, language).artistCount({ n });
export const itemCount = (n: number, language: Language): string => messagesIn(CARD_TEXT, language).items({ n });
