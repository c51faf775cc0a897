import { beforeAll, describe, expect, it } from 'vitest';
import { FORM_TYPES } from '../../shared/forms/contact-forms';
import { FORM_PATHS } from '../../shared/forms/promotion-forms';
import { IDEMPOTENCY_HEADER } from '../../worker/forms/deliver';
import { forgetReceived, received, type ReceivedPost } from '../support/upstream';
import { postJson } from '../support/site';
import { faultEverything, SHORT, timed } from './chaos-helpers';

/**
 * Form submissions made while the form service fails are accepted (202, queued) and arrive
 * exactly once after it recovers: the queue consumer (worker/forms/queue-consumer.ts, driven
 * by the local queue as in production) retries with the same idempotency key, and so does a
 * visitor who sends the same submission again.
 */

interface FormKind {
  form: string;
  path: string;
  body: (email: string) => Record<string, unknown>;
}

const FORMS: FormKind[] = [
  {
    form: 'contact',
    path: FORM_PATHS.contactInfos,
    body: (email) => ({ name: 'Ada Lovelace', email, message: 'The annotations do not sync.', formType: FORM_TYPES.contact, extraProperties: { ref: 'help' } }),
  },
  {
    form: 'report',
    path: FORM_PATHS.contactInfos,
    body: (email) => ({
      name: 'Ada Lovelace',
      email,
      message: 'Page 3 is missing.',
      formType: FORM_TYPES.report,
      extraProperties: { editionRef: 'ED-000001' },
    }),
  },
  {
    form: 'request',
    path: FORM_PATHS.contactInfos,
    body: (email) => ({ name: 'Ada Lovelace', email, message: 'Please add the Goldberg Variations.', formType: FORM_TYPES.request, extraProperties: {} }),
  },
  { form: 'newsletter', path: FORM_PATHS.newsletter, body: (email) => ({ email }) },
  {
    form: 'learning space',
    path: FORM_PATHS.learningSpace,
    body: (email) => ({ name: 'Daniel Osei', email, role: 'Teacher', event: 'sight-reading-masterclass' }),
  },
  {
    form: 'made not born',
    path: FORM_PATHS.madeNotBorn,
    body: (email) => ({ name: 'Ada Lovelace', email, discipline: 'Composer', message: 'A new string quartet.' }),
  },
  {
    form: 'fund',
    path: FORM_PATHS.fund,
    body: (email) => ({
      name: 'Ruth Aldous',
      email,
      organisation: 'Riverside Music Hub',
      projectTitle: 'Strings for all',
      message: 'Loan instruments and weekly group lessons.',
    }),
  },
];
/** The short run sends one contact-service form and one promotion form. */
const forms = SHORT ? FORMS.filter((kind) => kind.form === 'contact' || kind.form === 'made not born') : FORMS;
const MODES = ['error', 'timeout'] as const;

interface Sent {
  label: string;
  path: string;
  email: string;
  key: string;
  body: Record<string, unknown>;
}

const client = `192.0.2.${Math.floor(Math.random() * 250) + 1}-${Date.now()}`;
const send = (sent: Sent) => postJson(sent.path, sent.body, { 'cf-connecting-ip': client, [IDEMPOTENCY_HEADER]: sent.key });
const arrivalsOf = (rows: ReceivedPost[], email: string) => rows.filter((row) => (row.body as { email?: unknown } | null)?.email === email);

/** Polls the upstream until every submission has arrived (or the time is up). */
async function allArrived(sent: Sent[], withinMs: number): Promise<ReceivedPost[]> {
  const until = Date.now() + withinMs;
  for (;;) {
    const rows = await received();
    if (sent.every((s) => arrivalsOf(rows, s.email).length > 0) || Date.now() > until) return rows;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  await faultEverything('off');
  await timed('/contact');
}, 60_000);

describe('forms sent while the service fails', () => {
  it('are accepted, then arrive exactly once after it recovers, however often they were sent', { timeout: 120_000 }, async () => {
    await forgetReceived();
    const run = Date.now().toString(36);
    const sent: Sent[] = [];
    for (const mode of MODES) {
      await faultEverything(mode);
      const batch = forms.map((kind, i) => {
        const email = `chaos-${run}-${mode}-${i}@example.com`;
        return { label: `${kind.form} during ${mode}`, path: kind.path, email, key: `chaos-${run}-${mode}-${i}`, body: kind.body(email) };
      });
      // Each is sent twice with its key, as a visitor retrying would: both are accepted.
      const answers = await Promise.all(batch.flatMap((s) => [send(s), send(s)]));
      for (const [i, answer] of answers.entries()) {
        expect({ form: batch[Math.floor(i / 2)]!.label, status: answer.status, body: await answer.json() }).toEqual({
          form: batch[Math.floor(i / 2)]!.label,
          status: 202,
          body: { queued: true },
        });
      }
      sent.push(...batch);
    }
    expect(await received()).toEqual([]);

    await faultEverything('off');
    // Once more after recovery, while the queue may not have delivered it yet.
    expect((await send(sent[0]!)).status).toBe(200);

    const rows = await allArrived(sent, 90_000);
    // Past the queue's first retry delay (5 s), so a copy still on the queue would have come.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const final = await received();
    const counts = sent.map((s) => ({ form: s.label, arrivals: arrivalsOf(final, s.email).length }));
    expect(counts).toEqual(sent.map((s) => ({ form: s.label, arrivals: 1 })));
    // And they arrived as validated, to the form's own upstream path.
    for (const s of sent) expect(arrivalsOf(rows, s.email)[0]!.body, s.label).toMatchObject({ email: s.email });
    console.info(`forms: ${sent.length} submissions sent ${sent.length * 2 + 1} times during faults and after, each arrived once`);
  });
});
