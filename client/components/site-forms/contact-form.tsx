import { useLocation } from 'react-router';
import { Link } from '../../../shared/framework/page';
import { ANALYTICS_FORMS, type AnalyticsFormName } from '../../../shared/analytics-events';
import { FORM_TYPES, queryProperties } from '../../../shared/forms/contact-fields';
import { FORM_PATHS } from '../../../shared/forms/form-paths';
import { HELP_FORM_TEXT as TEXT_EN } from '#messages/client/components/site-forms/help-form';
import { FormThanks, KitForm, SubmitRow, TextAreaField, TextField } from '../form-kit/fields';
import { postForm } from '../form-kit/post-form';
import { useForm, type FormController } from '../form-kit/use-form';
import { SITE_FORM_RULES } from './load-site-form-rules';
import { HELP_PATHS } from '../../../shared/paths';
import { useMessages } from '../../lib/language-context';

export const CONTACT_FIELD_ORDER = ['name', 'email', 'message'] as const;
type ContactValues = Record<(typeof CONTACT_FIELD_ORDER)[number], string>;

/**
 * State of a contact-info form (docs/requirements.md §3.5 and §5.1): live rules as fields change,
 * the submit wording on submit, and the post with the page's query string as extraProperties so
 * the team sees where an enquiry began (`?enquiry=`, a search's `?q=`). `message` starts the
 * message field (the request form's words about the search that led there).
 */
export function useContactForm(formType: 4 | 5, form: AnalyticsFormName, message = ''): FormController<ContactValues> {
  const location = useLocation();
  return useForm<ContactValues>({
    rules: SITE_FORM_RULES.contact,
    initial: { name: '', email: '', message },
    order: CONTACT_FIELD_ORDER,
    send: (data, options) => postForm(FORM_PATHS.contactInfos, { ...data, formType, extraProperties: queryProperties(location.search) }, options),
    form,
    native: 'contactinfos',
  });
}

/** Name and email, the same on every contact-info form; `requiredMark` as in FieldFrame. */
export function ContactPersonFields({ form, requiredMark }: { form: FormController<ContactValues>; requiredMark?: string }) {
  const TEXT = useMessages(TEXT_EN);
  return (
    <>
      <TextField form={form} name="name" label={TEXT.nameLabel} required requiredMark={requiredMark} autoComplete="name" />
      <TextField form={form} name="email" label={TEXT.emailLabel} type="email" required requiredMark={requiredMark} autoComplete="email" />
    </>
  );
}

/** After a successful send: the thank-you and the way back to the help area. */
export function ContactThanks({ title, text, restored }: { title: string; text: string; restored: boolean }) {
  const TEXT = useMessages(TEXT_EN);
  return (
    <FormThanks title={title} restored={restored}>
      <p>{text}</p>
      <p>
        <Link className="button button--primary" to={HELP_PATHS.home}>
          {TEXT.backToHome}
        </Link>
      </p>
    </FormThanks>
  );
}

/** Contact (formType 4) and Report (formType 5): name, email and a message. */
export function ContactForm({ formType, formLabel, thanks }: { formType: 4 | 5; formLabel: string; thanks: string }) {
  const TEXT = useMessages(TEXT_EN);
  const analyticsName = formType === FORM_TYPES.contact ? ANALYTICS_FORMS.contact : ANALYTICS_FORMS.report;
  const form = useContactForm(formType, analyticsName);
  if (form.status === 'sent') return <ContactThanks title={TEXT.thanksTitle} text={thanks} restored={form.restored} />;
  return (
    <KitForm form={form} action={FORM_PATHS.contactInfos} analyticsName={analyticsName} hidden={{ formType }} label={formLabel}>
      <ContactPersonFields form={form} />
      <TextAreaField form={form} name="message" label={TEXT.messageLabel} required />
      <SubmitRow form={form} label={TEXT.sendMessage} />
    </KitForm>
  );
}
