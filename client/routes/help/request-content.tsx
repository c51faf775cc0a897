import { hydrateOnUse } from '../../../shared/framework/page';
import { HELP_CRUMBS as HELP_CRUMBS_EN, HELP_TEXT as HELP_TEXT_EN } from '#messages/shared/help';
import { helpCrumb, HelpFormPage } from './help-form-page';
import { HELP_FORM_TEXT as HELP_FORM_TEXT_EN } from '#messages/client/components/site-forms/help-form';
import { useMessages } from '../../lib/language-context';

/** The form hydrates on first use (shared/framework/page/hydrate-on-use.tsx); a submit before then waits for its code. */
const RequestContentFormIsland = hydrateOnUse(() => import('../../components/site-forms/request-content-form').then((module) => module.RequestContentForm), {
  hostClass: 'site-form-host',
  holdPosts: true,
});

/**
 * /app/help/request-content: what the visitor would like added to the catalogue. The search
 * page links here with `?q=`, which travels with the request as extraProperties.
 */
export function HelpRequestContentPage() {
  const HELP_FORM_TEXT = useMessages(HELP_FORM_TEXT_EN);
  const HELP_CRUMBS = useMessages(HELP_CRUMBS_EN);
  const HELP_TEXT = useMessages(HELP_TEXT_EN);
  const TEXT = HELP_FORM_TEXT.requestContent;
  return (
    <HelpFormPage
      title={TEXT.title}
      description={TEXT.description}
      keywords={TEXT.keywords}
      from={helpCrumb(HELP_CRUMBS)}
      crumbs={[{ name: HELP_CRUMBS.requestContent }]}
      introTitle={HELP_TEXT.requestContent.introTitle}
      intro={TEXT.intro}
    >
      <RequestContentFormIsland />
    </HelpFormPage>
  );
}
