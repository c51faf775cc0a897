import { formatWhole } from '../../../shared/i18n/format-number';
import { PEOPLE_TEXT } from './people-strings';
import { CARD_TEXT } from '../../components/card-strings';

/** "1 edition", "1,204 editions", in the page's language. */
export const editionCount = (n: number): string => CARD_TEXT.editions(n, formatWhole(n));
export const artistCount = (n: number): string => PEOPLE_TEXT.artistCount(n, formatWhole(n));
export const itemCount = (n: number): string => CARD_TEXT.items(n, formatWhole(n));
