import { ANALYTICS_FORMS } from '../../../shared/analytics-events';
import { FORM_PATHS } from '../../../shared/forms/form-paths';
import { usePublicConfig } from '../../state/use-public-config';
import { FormThanks, KitForm, SubmitRow, TextAreaField, TextField } from '../form-kit/fields';
import { postForm } from '../form-kit/post-form';
import { useForm } from '../form-kit/use-form';
import { SITE_FORM_RULES } from './load-site-form-rules';
import { PROMOTION_FORM_TEXT as TEXT_EN } from '#messages/client/components/site-forms/promotion-form';
import { useMessages } from '../../lib/language-context';

const ORDER = ['name', 'email', 'organisation', 'projectTitle', 'message'] as const;

/** An application to the fund campaign; closed when no endpoint is configured. */
export function FundForm() {
  const TEXT = useMessages(TEXT_EN);
  const { fundFormOpen } = usePublicConfig();
  const form = useForm({
    rules: SITE_FORM_RULES.fund,
    initial: { name: '', email: '', organisation: '', projectTitle: '', message: '' },
    order: ORDER,
    send: (data, options) => postForm(FORM_PATHS.fund, data, options),
    form: ANALYTICS_FORMS.fund,
    native: 'fund',
  });
  if (!fundFormOpen) return <p className="form-closed">{TEXT.fund.closed}</p>;
  if (form.status === 'sent') {
    return (
      <FormThanks title={TEXT.fund.thanksTitle} restored={form.restored}>
        <p>{TEXT.fund.thanks}</p>
      </FormThanks>
    );
  }
  return (
    <KitForm form={form} action={FORM_PATHS.fund} analyticsName={ANALYTICS_FORMS.fund} label={TEXT.fund.submit}>
      <TextField form={form} name="name" label={TEXT.name} required autoComplete="name" />
      <TextField form={form} name="email" label={TEXT.email} type="email" required autoComplete="email" />
      <TextField form={form} name="organisation" label={TEXT.fund.organisation} required autoComplete="organization" />
      <TextField form={form} name="projectTitle" label={TEXT.fund.projectTitle} required />
      <TextAreaField form={form} name="message" label={TEXT.fund.message} hint={TEXT.fund.messageHint} required />
      <SubmitRow form={form} label={TEXT.fund.submit} />
    </KitForm>
  );
}
