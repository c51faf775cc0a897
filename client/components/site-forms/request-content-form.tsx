import { useLocation } from 'react-router';
import { Link } from '../../../shared/framework/page';
import { ANALYTICS_FORMS } from '../../../shared/analytics-events';
import { CONTACT_MESSAGE_MAX_LENGTH, FORM_TYPES } from '../../../shared/forms/contact-fields';
import { HELP_FORM_TEXT as HELP_FORM_TEXT_EN } from '#messages/client/components/site-forms/help-form';
import { useMessages } from '../../lib/language-context';
import { KitForm, SubmitRow, TextAreaField } from '../form-kit/fields';
import { FORM_PATHS } from '../../../shared/forms/form-paths';
import { ContactPersonFields, ContactThanks, useContactForm } from './contact-form';
import { submitLooksInactive } from './request-submit-rule';
import { HELP_PATHS } from '../../../shared/paths';

/**
 * What the search page's request link carries (`q`, and `filters` in words) as the start of the
 * message, so the visitor need not retype what they looked for; nothing without either.
 */
function prefilledMessage(search: string, HELP_FORM_TEXT: typeof HELP_FORM_TEXT_EN): string {
  const params = new URLSearchParams(search);
  const query = (params.get('q') ?? '').trim();
  const filters = (params.get('filters') ?? '').trim();
  if (!query && !filters) return '';
  return HELP_FORM_TEXT.requestContent
    .prefilledMessage({ searched: query && filters ? 'both' : query ? 'query' : 'filters', query, filters })
    .slice(0, CONTACT_MESSAGE_MAX_LENGTH);
}

/**
 * Request content (formType 5): what the visitor would like to see in the catalogue.
 * docs/requirements.md §2.5.4 words its fields "Name*" and "Email address*", so this form marks
 * each required field with the sign (the message too: it is required, and an unmarked field would
 * read as optional).
 */
export function RequestContentForm() {
  const HELP_FORM_TEXT = useMessages(HELP_FORM_TEXT_EN);
  const TEXT = HELP_FORM_TEXT.requestContent;
  const form = useContactForm(FORM_TYPES.request, ANALYTICS_FORMS.requestContent, prefilledMessage(useLocation().search, HELP_FORM_TEXT));
  if (form.status === 'sent') return <ContactThanks title={TEXT.thanksTitle} text={TEXT.thanks} restored={form.restored} />;
  return (
    <KitForm
      form={form}
      action={FORM_PATHS.contactInfos}
      analyticsName={ANALYTICS_FORMS.requestContent}
      hidden={{ formType: FORM_TYPES.request }}
      label={TEXT.formLabel}
    >
      <p className="form__required-note" aria-hidden="true">
        {TEXT.requiredNote}
      </p>
      <ContactPersonFields form={form} requiredMark={TEXT.requiredMark} />
      <TextAreaField form={form} name="message" label={TEXT.messageLabel} placeholder={TEXT.messagePlaceholder} required requiredMark={TEXT.requiredMark} />
      <p className="form__notice">
        {TEXT.notice({
          terms: (text) => (
            <Link key="terms" to={HELP_PATHS.terms}>
              {text}
            </Link>
          ),
          privacy: (text) => (
            <Link key="privacy" to={HELP_PATHS.privacy}>
              {text}
            </Link>
          ),
        })}
      </p>
      <SubmitRow form={form} label={TEXT.submit} inactive={submitLooksInactive(form.errors, form.values.name)} />
    </KitForm>
  );
}
