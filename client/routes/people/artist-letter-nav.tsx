import { Link } from '../../../shared/framework/page';
import { LETTERS } from '../../lib/artist-letter';
import { INDEX_TEXT as INDEX_TEXT_EN } from '#messages/client/routes/people/index';
import { letterPath } from '../../../shared/paths';
import { useMessages } from '../../lib/language-context';

/**
 * The A–Z links of the artists index. Every letter is a link, including letters with no
 * artists: finding those would cost 26 upstream reads per page, and an empty letter answers
 * with a clear "No artists under X" instead of a dead end.
 */
export function ArtistLetterNav({ current }: { current: string }) {
  const INDEX_TEXT = useMessages(INDEX_TEXT_EN);
  return (
    <nav className="letter-nav" aria-label={INDEX_TEXT.letterNavLabel}>
      <ul className="letter-nav__list">
        {LETTERS.map((letter) => (
          <li key={letter}>
            <Link className="letter-nav__link" to={letterPath(letter)} aria-current={letter === current ? 'page' : undefined}>
              {letter}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
