/**
 * Promotion forms. Each answers the JSON literal `true`, or 400 when the body is invalid; what
 * was sent can be read back from GET /__received.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamContext, UpstreamEnv } from './env';
import { badRequest, parseBody } from './http';

const email = z.email();

/** docs/requirements.md §3.5: email, formType (4 contact, 5 report and request), message, name, extraProperties. */
const contactInfoSchema = z.object({
  email,
  formType: z.int(),
  message: z.string().min(1),
  name: z.string().min(1),
  extraProperties: z.record(z.string(), z.string()).optional(),
});

/**
 * docs/requirements.md §7.3 gives two readings of the newsletter call: the footer's JSON
 * `{ email }`, and the service's own form with no body and `?email=`. Either is taken, and a
 * request may carry both (the site sends both) if they name the same address; neither, or two that
 * disagree, is a 400. GET /__received shows the query and the body, so a test can check each
 * reading arrived. Internationalised addresses are taken, as the footer takes them.
 */
const subscriberEmail = z.email({ pattern: z.regexes.unicodeEmail });

/** Fields of the other forms are not fixed by docs/requirements.md (§5.3): an object with a valid email is enough. */
const openFormSchema = z.looseObject({ email, name: z.string().optional() });

/**
 * The service's own refusal, reproducible: it answers `false` for addresses at this domain
 * (as it does in real life for addresses it has blocked), so the site's refusal path can be tested.
 */
export const REFUSED_EMAIL_DOMAIN = 'refused.example';

async function openForm(c: UpstreamContext) {
  const body = await parseBody(c, openFormSchema);
  if (body instanceof Response) return body;
  return c.json(!body.email.endsWith(`@${REFUSED_EMAIL_DOMAIN}`));
}

export const forms = new Hono<UpstreamEnv>()
  .post('/contactinfos', async (c) => {
    const body = await parseBody(c, contactInfoSchema);
    return body instanceof Response ? body : c.json(true);
  })
  .post('/madenotborn', openForm)
  .post('/learningspace', openForm)
  .post('/newslettersubscribers', async (c) => {
    const body = await parseBody(c, z.object({ email: subscriberEmail }).partial());
    if (body instanceof Response) return body;
    const fromQuery = c.req.query('email');
    if (fromQuery !== undefined && !subscriberEmail.safeParse(fromQuery).success) return badRequest(c, 'email in the query is not valid');
    if (fromQuery === undefined && body.email === undefined) return badRequest(c, 'email is required, in the query or the JSON body');
    if (fromQuery !== undefined && body.email !== undefined && fromQuery !== body.email) {
      return badRequest(c, 'the query and the JSON body name different addresses');
    }
    return c.json(true);
  })
  .post('/fund/:token', async (c) => {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(c.req.param('token'))) return badRequest(c, 'token is not valid');
    return openForm(c);
  });
