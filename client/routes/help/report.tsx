import { hydrateOnUse } from '../../../shared/framework/page';
import { useSupportChatPanel } from '../../lib/use-support-chat-panel';
import { FORM_TYPES } from '../../../shared/forms/contact-fields';
import { HELP_CRUMBS as HELP_CRUMBS_EN, HELP_TEXT as HELP_TEXT_EN } from '#messages/shared/help';
import { helpCrumb, HelpFormPage } from './help-form-page';
import { HELP_FORM_TEXT as HELP_FORM_TEXT_EN } from '#messages/client/components/site-forms/help-form';
import { useMessages } from '../../lib/language-context';

/** The form hydrates on first use (shared/framework/page/hydrate-on-use.tsx); a submit before then waits for its code. */
const ContactFormIsland = hydrateOnUse(() => import('../../components/site-forms/contact-form').then((module) => module.ContactForm), {
  hostClass: 'site-form-host',
  holdPosts: true,
});

/** /app/help/report: feedback to the team (formType 5); the support chat's panel opens on load. */
export function HelpReportPage() {
  const HELP_FORM_TEXT = useMessages(HELP_FORM_TEXT_EN);
  const HELP_TEXT = useMessages(HELP_TEXT_EN);
  const HELP_CRUMBS = useMessages(HELP_CRUMBS_EN);
  const TEXT = HELP_FORM_TEXT.report;
  useSupportChatPanel();
  return (
    <HelpFormPage
      title={HELP_TEXT.report.title}
      description={TEXT.description}
      keywords={TEXT.keywords}
      from={helpCrumb(HELP_CRUMBS)}
      crumbs={[{ name: HELP_CRUMBS.report }]}
      introTitle={HELP_TEXT.report.introTitle}
      intro={TEXT.intro}
    >
      <ContactFormIsland formType={FORM_TYPES.report} formLabel={TEXT.formLabel} thanks={TEXT.thanks} />
    </HelpFormPage>
  );
}
