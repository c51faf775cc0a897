import { Link } from '../../../shared/framework/page';
import { usePublicConfig } from '../../state/use-public-config';
import { ExternalLink } from './external-link';
import { NOT_FOUND_TEXT as NOT_FOUND_TEXT_EN } from '#messages/client/components/layout/layout';
import { LAYOUT_PATHS } from '../../../shared/paths';
import { useMessages } from '../../lib/language-context';

/** Body of the not-found page (rendered inside the layout's <main>). */
export function NotFound() {
  const NOT_FOUND_TEXT = useMessages(NOT_FOUND_TEXT_EN);
  const config = usePublicConfig();
  return (
    <section className="not-found">
      <h1 className="not-found__title">{NOT_FOUND_TEXT.title}</h1>
      <p className="not-found__text">{NOT_FOUND_TEXT.message}</p>
      <p className="not-found__text">{NOT_FOUND_TEXT.suggestion}</p>
      <ul className="not-found__links">
        <li>
          <Link className="button button--primary" to={LAYOUT_PATHS.home}>
            {NOT_FOUND_TEXT.home}
          </Link>
        </li>
        <li>
          <ExternalLink className="button" href={config.helpCentreUrl}>
            {NOT_FOUND_TEXT.helpCentre}
          </ExternalLink>
        </li>
      </ul>
    </section>
  );
}
