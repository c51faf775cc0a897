import { useSearchParams } from 'react-router';
import { hydrateOnUse } from '../../../shared/framework/page';
import { FORM_TYPES } from '../../../shared/forms/contact-fields';
import { HelpFormPage } from './help-form-page';
import { HELP_FORM_TEXT as HELP_FORM_TEXT_EN } from '#messages/client/components/site-forms/help-form';
import { siteContactIntro } from '../../components/site-forms/site-contact-intro';
import { useMessages } from '../../lib/language-context';

/** The form hydrates on first use (shared/framework/page/hydrate-on-use.tsx); a submit before then waits for its code. */
const ContactFormIsland = hydrateOnUse(() => import('../../components/site-forms/contact-form').then((module) => module.ContactForm), {
  hostClass: 'site-form-host',
  holdPosts: true,
});

/**
 * /contact in the main layout: the contact form (formType 4) with an intro of its own. Pages
 * link here with `?enquiry=institutions` or `?enquiry=partnership`: the intro speaks to that,
 * and the value travels with the message as extraProperties.
 */
export function SiteContactPage() {
  const HELP_FORM_TEXT = useMessages(HELP_FORM_TEXT_EN);
  const TEXT = HELP_FORM_TEXT.siteContact;
  const [query] = useSearchParams();
  return (
    <HelpFormPage
      title={TEXT.title}
      description={TEXT.description}
      keywords={TEXT.keywords}
      crumbs={[{ name: TEXT.title }]}
      introTitle={TEXT.introTitle}
      intro={siteContactIntro(query.get('enquiry'), HELP_FORM_TEXT.siteContact.intro)}
    >
      <ContactFormIsland formType={FORM_TYPES.contact} formLabel={TEXT.formLabel} thanks={HELP_FORM_TEXT.contact.thanks} />
    </HelpFormPage>
  );
}
