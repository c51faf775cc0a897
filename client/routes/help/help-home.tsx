import { Link } from '../../../shared/framework/page';
import { ExternalLink } from '../../components/layout/external-link';
import { PageMeta } from '../../components/page-meta';
import { usePublicConfig } from '../../state/use-public-config';
import { HELP_HOME_TEXT as HELP_HOME_TEXT_EN } from '#messages/client/routes/help/help-faq';
import { HELP_PATHS } from '../../../shared/paths';
import { HELP_CRUMBS as HELP_CRUMBS_EN } from '#messages/shared/help';
import { useMessages } from '../../lib/language-context';

/** The help area's own pages, with their wording read per render. */
const internalLinks = (HELP_HOME_TEXT: typeof HELP_HOME_TEXT_EN) =>
  [
    { to: HELP_PATHS.faq, title: HELP_HOME_TEXT.faq, about: HELP_HOME_TEXT.faqAbout },
    { to: HELP_PATHS.contact, title: HELP_HOME_TEXT.contact, about: HELP_HOME_TEXT.contactAbout },
    { to: HELP_PATHS.report, title: HELP_HOME_TEXT.report, about: HELP_HOME_TEXT.reportAbout },
    { to: HELP_PATHS.requestContent, title: HELP_HOME_TEXT.requestContent, about: HELP_HOME_TEXT.requestContentAbout },
  ] as const;

/**
 * /app/help when no support chat is configured (with one, the route's loader redirects there
 * before this renders): the help area's own pages and the external Help Centre.
 */
export function HelpHomePage() {
  const HELP_CRUMBS = useMessages(HELP_CRUMBS_EN);
  const HELP_HOME_TEXT = useMessages(HELP_HOME_TEXT_EN);
  const { helpCentreUrl } = usePublicConfig();
  return (
    <>
      <PageMeta title={HELP_CRUMBS.help} description={HELP_HOME_TEXT.description} keywords={HELP_HOME_TEXT.keywords} />
      <h1 className="page__title">{HELP_CRUMBS.help}</h1>
      <p className="page__intro">{HELP_HOME_TEXT.intro}</p>
      <ul className="card-grid help-links" aria-label={HELP_HOME_TEXT.linksLabel}>
        {internalLinks(HELP_HOME_TEXT).map((item) => (
          <li key={item.to} className="card">
            <div className="card__body">
              <h2 className="card__title">
                <Link className="card__link" to={item.to}>
                  {item.title}
                </Link>
              </h2>
              <p className="card__text">{item.about}</p>
            </div>
          </li>
        ))}
        <li className="card">
          <div className="card__body">
            <h2 className="card__title">
              <ExternalLink className="card__link" href={helpCentreUrl}>
                {HELP_HOME_TEXT.helpCentre}
              </ExternalLink>
            </h2>
            <p className="card__text">{HELP_HOME_TEXT.helpCentreAbout}</p>
          </div>
        </li>
      </ul>
    </>
  );
}
