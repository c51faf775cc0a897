import { hydrateOnUse } from '../../components/hydrate-on-use';
import { useSupportChatPanel } from '../../lib/use-support-chat-panel';
import { FORM_TYPES } from '../../../shared/forms/form-types';
import { HELP_CRUMBS, HELP_TEXT } from '../../../shared/help-strings';
import { helpCrumb, HelpFormPage } from './help-form-parts';
import { HELP_FORM_TEXT } from '../../components/site-forms/help-form-strings';

// The form's code (its rules, with zod) is not in the page's first load: the server renders the
// form in full, and it hydrates once it nears the screen or is used (components/hydrate-on-use.tsx, decision 040).
const ContactForm = hydrateOnUse(() => import('../../components/site-forms/contact-form').then((module) => module.ContactForm), { hostClass: 'form-host', nearViewport: true });


/** /app/help/report: feedback to the team (formType 5); the support chat's panel opens on load. */
export function HelpReportPage() {
  const TEXT = HELP_FORM_TEXT.report;
  useSupportChatPanel();
  return (
    <HelpFormPage
      title={HELP_TEXT.report.title}
      description={TEXT.description}
      keywords={TEXT.keywords}
      from={helpCrumb()}
      crumbs={[{ name: HELP_CRUMBS.report }]}
      introTitle={HELP_TEXT.report.introTitle}
      intro={TEXT.intro}
    >
      <ContactForm formType={FORM_TYPES.report} formLabel={TEXT.formLabel} thanks={TEXT.thanks} />
    </HelpFormPage>
  );
}
