import { ANALYTICS_FORMS } from '../../../shared/analytics-events';
import { FORM_PATHS } from '../../../shared/forms/form-paths';
import { MADE_NOT_BORN_DISCIPLINES } from '../../../shared/forms/promotion-fields';
import { FormThanks, KitForm, SelectField, SubmitRow, TextAreaField, TextField } from '../form-kit/fields';
import { postForm } from '../form-kit/post-form';
import { useForm } from '../form-kit/use-form';
import { SITE_FORM_RULES } from './load-site-form-rules';
import { PROMOTION_FORM_TEXT as TEXT_EN } from '#messages/client/components/site-forms/promotion-form';
import { useMessages } from '../../lib/language-context';

const ORDER = ['name', 'email', 'discipline', 'link', 'message'] as const;

/** An application to the made-not-born project. */
export function MadeNotBornForm() {
  const TEXT = useMessages(TEXT_EN);
  const form = useForm({
    rules: SITE_FORM_RULES.madeNotBorn,
    initial: { name: '', email: '', discipline: '', link: '', message: '' },
    order: ORDER,
    send: (data, options) => postForm(FORM_PATHS.madeNotBorn, data, options),
    form: ANALYTICS_FORMS.madeNotBorn,
    native: 'madenotborn',
  });
  if (form.status === 'sent') {
    return (
      <FormThanks title={TEXT.madeNotBorn.thanksTitle} restored={form.restored}>
        <p>{TEXT.madeNotBorn.thanks}</p>
      </FormThanks>
    );
  }
  return (
    <KitForm form={form} action={FORM_PATHS.madeNotBorn} analyticsName={ANALYTICS_FORMS.madeNotBorn} label={TEXT.madeNotBorn.submit}>
      <TextField form={form} name="name" label={TEXT.name} required autoComplete="name" />
      <TextField form={form} name="email" label={TEXT.email} type="email" required autoComplete="email" />
      <SelectField
        form={form}
        name="discipline"
        label={TEXT.madeNotBorn.discipline}
        required
        options={MADE_NOT_BORN_DISCIPLINES}
        optionLabels={TEXT.madeNotBorn.disciplines}
      />
      <TextField form={form} name="link" label={TEXT.madeNotBorn.link} hint={TEXT.madeNotBorn.linkHint} type="url" autoComplete="url" />
      <TextAreaField form={form} name="message" label={TEXT.madeNotBorn.message} placeholder={TEXT.madeNotBorn.messagePlaceholder} required />
      <SubmitRow form={form} label={TEXT.madeNotBorn.submit} />
    </KitForm>
  );
}
