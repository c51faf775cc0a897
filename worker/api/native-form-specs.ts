import type { z } from 'zod';
import { ANALYTICS_EVENTS, ANALYTICS_FORMS } from '../../shared/analytics-events';
import { contactInfoSchema, FORM_TYPES, newsletterSchema, queryProperties } from '../../shared/forms/contact-forms';
import { fundFormSchema, learningSpaceFormSchema, madeNotBornFormSchema } from '../../shared/forms/promotion-forms';
import { formSent, typed, type NativeFormSpec } from './native-form';

/**
 * How each form's plain HTML post becomes the body its JSON post would have been
 * (docs/decisions/041): the schema's fields and nothing else. The page's hidden `_page` and
 * `_form`, the honeypot and any unknown field are not forwarded.
 */

/** The fields a form's schema takes from the visitor (and the page), in its order. */
const fieldsOf = (schema: z.ZodObject) => Object.keys(schema.shape);

/** The forms whose every field is a posted string: the schema's own fields, as posted. */
function plainForm<S extends z.ZodObject>(form: NativeFormSpec<S>['form'], schema: S, event: NativeFormSpec<S>['event']): NativeFormSpec<S> {
  const fields = fieldsOf(schema);
  return { form, schema, fields, input: (posted) => typed(posted, fields), event };
}

/** A number as the page writes it; anything else as it was posted, for the schema to refuse. */
const whole = (value: string | null) => (value !== null && /^\d{1,3}$/.test(value) ? Number(value) : (value ?? undefined));

/** The contact, report and request-content forms share the route; `formType` says which. */
const CONTACT_FIELDS = ['name', 'email', 'message', 'formType'] as const;
export const contactInfosNative: NativeFormSpec<typeof contactInfoSchema> = {
  form: 'contactinfos',
  schema: contactInfoSchema,
  fields: CONTACT_FIELDS,
  input: (posted, page) => ({
    ...typed(posted, ['name', 'email', 'message']),
    formType: whole(posted.get('formType')),
    // The page's query, as the page's code sends it (extraProperties, docs/requirements.md §3.5).
    extraProperties: queryProperties(page.search),
  }),
  // Three pages post here: the page names its form. Without a name only Contact (formType 4)
  // can be told apart; a 5 is a Report or a content request, so it is not counted.
  event: (posted) =>
    formSent(
      posted,
      [ANALYTICS_FORMS.contact, ANALYTICS_FORMS.report, ANALYTICS_FORMS.requestContent],
      posted.get('formType') === String(FORM_TYPES.contact) ? ANALYTICS_FORMS.contact : null,
    ),
};

export const newsletterNative = {
  ...plainForm('newslettersubscribers', newsletterSchema, () => ({ name: ANALYTICS_EVENTS.newsletterSignup })),
  // The newsletter has one failure message (docs/requirements.md §8: 'Error' / 'Please try again')
  // and keeps nothing.
  failureRedirects: true,
} satisfies NativeFormSpec<typeof newsletterSchema>;

export const learningSpaceNative = plainForm('learningspace', learningSpaceFormSchema, (posted) =>
  formSent(posted, [ANALYTICS_FORMS.learningSpace], ANALYTICS_FORMS.learningSpace),
);
export const madeNotBornNative = plainForm('madenotborn', madeNotBornFormSchema, (posted) =>
  formSent(posted, [ANALYTICS_FORMS.madeNotBorn], ANALYTICS_FORMS.madeNotBorn),
);
export const fundNative = plainForm('fund', fundFormSchema, (posted) => formSent(posted, [ANALYTICS_FORMS.fund], ANALYTICS_FORMS.fund));
