import { useSearchParams } from 'react-router';
import { hydrateOnUse } from '../../components/hydrate-on-use';
import { FORM_TYPES } from '../../../shared/forms/form-types';
import { HelpFormPage } from './help-form-parts';
import { HELP_FORM_TEXT } from '../../components/site-forms/help-form-strings';
import { siteContactIntro } from '../../components/site-forms/site-contact-intro';

// The form's code (its rules, with zod) is not in the page's first load: the server renders the
// form in full, and it hydrates once it nears the screen or is used (components/hydrate-on-use.tsx, decision 040).
const ContactForm = hydrateOnUse(() => import('../../components/site-forms/contact-form').then((module) => module.ContactForm), { hostClass: 'form-host', nearViewport: true });


/**
 * /contact in the main shell: the contact form (formType 4) with an intro of its own. Pages
 * link here with `?enquiry=institutions` or `?enquiry=partnership`: the intro speaks to that,
 * and the value travels with the message as extraProperties.
 */
export function SiteContactPage() {
  const TEXT = HELP_FORM_TEXT.siteContact;
  const [query] = useSearchParams();
  return (
    <HelpFormPage
      title={TEXT.title}
      description={TEXT.description}
      keywords={TEXT.keywords}
      crumbs={[{ name: TEXT.title }]}
      introTitle={TEXT.introTitle}
      intro={siteContactIntro(query.get('enquiry'))}
    >
      <ContactForm formType={FORM_TYPES.contact} formLabel={TEXT.formLabel} thanks={HELP_FORM_TEXT.contact.thanks} />
    </HelpFormPage>
  );
}
