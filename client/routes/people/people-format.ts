import { PEOPLE_TEXT } from './people.messages';
import { CARD_TEXT } from '../../components/card.messages';

/** "1 edition", "1,204 editions", in the page's language. */
export const editionCount = (n: number): string => CARD_TEXT.editions({ n });
export const artistCount = (n: number): string => PEOPLE_TEXT.artistCount({ n });
export const itemCount = (n: number): string => CARD_TEXT.items({ n });
