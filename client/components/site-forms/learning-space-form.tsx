import { ANALYTICS_FORMS } from '../../../shared/analytics-events';
import { FORM_PATHS } from '../../../shared/forms/form-paths';
import { LEARNING_SPACE_ROLES } from '../../../shared/forms/promotion-fields';
import { FormThanks, KitForm, SelectField, type OptionGroup, SubmitRow, TextAreaField, TextField } from '../form-kit/fields';
import { postForm } from '../form-kit/post-form';
import { useForm } from '../form-kit/use-form';
import { SITE_FORM_RULES } from './load-site-form-rules';
import { PROMOTION_FORM_TEXT as TEXT_EN } from '#messages/client/components/site-forms/promotion-form';
import { useVocabulary } from '../catalogue-vocabulary';
import { useMessages } from '../../lib/language-context';

const ORDER = ['name', 'email', 'role', 'instrument', 'organisation', 'message'] as const;

/** Registration of interest in one learning-spaces event. */
export function LearningSpaceForm({ eventSlug, eventTitle, instruments }: { eventSlug: string; eventTitle: string; instruments: OptionGroup[] | null }) {
  const { instrumentFamily, instrumentName } = useVocabulary();
  const TEXT = useMessages(TEXT_EN);
  const form = useForm({
    rules: SITE_FORM_RULES.learningSpace,
    initial: { name: '', email: '', role: '', instrument: '', organisation: '', message: '' },
    order: ORDER,
    send: (data, options) => postForm(FORM_PATHS.learningSpace, { ...data, event: eventSlug }, options),
    form: ANALYTICS_FORMS.learningSpace,
    native: 'learningspace',
  });

  if (form.status === 'sent') {
    return (
      <FormThanks title={TEXT.learningSpace.thanksTitle} restored={form.restored}>
        <p>{TEXT.learningSpace.thanks({ event: eventTitle })}</p>
      </FormThanks>
    );
  }
  return (
    <KitForm
      form={form}
      action={FORM_PATHS.learningSpace}
      analyticsName={ANALYTICS_FORMS.learningSpace}
      hidden={{ event: eventSlug }}
      label={TEXT.learningSpace.submit}
    >
      <TextField form={form} name="name" label={TEXT.name} required autoComplete="name" />
      <TextField form={form} name="email" label={TEXT.email} type="email" required autoComplete="email" />
      <SelectField form={form} name="role" label={TEXT.learningSpace.role} required options={LEARNING_SPACE_ROLES} optionLabels={TEXT.learningSpace.roles} />
      {instruments ? (
        // The content service names instruments and their families as the catalogue does, in
        // English; they are posted as named and shown in the page's language.
        <SelectField
          form={form}
          name="instrument"
          label={TEXT.learningSpace.instrument}
          options={instruments.map((group) => ({ label: instrumentFamily(group.label), options: group.options }))}
          optionLabels={Object.fromEntries(instruments.flatMap((group) => group.options).map((option) => [option, instrumentName(option)]))}
        />
      ) : null}
      <TextField form={form} name="organisation" label={TEXT.learningSpace.organisation} autoComplete="organization" />
      <TextAreaField form={form} name="message" label={TEXT.learningSpace.message} hint={TEXT.learningSpace.messageHint} rows={4} />
      <SubmitRow form={form} label={TEXT.learningSpace.submit} />
    </KitForm>
  );
}
