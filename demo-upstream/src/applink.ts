/** The deep-link provider: POST /v1/applink/register, and GET /l/{code} to follow a short link. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamEnv } from './env';
import { notFound, parseBody } from './http';
import { hashString } from './random';

const registerSchema = z.object({
  clientToken: z.string().min(1),
  url: z.string().min(1),
  extra: z.object({
    screenWidth: z.number(),
    screenHeight: z.number(),
    screenPixelRatio: z.number(),
    timezoneOffset: z.number(),
  }),
});

/** Registered short codes; module memory, like the other state of this worker. */
const links = new Map<string, string>();

export const applink = new Hono<UpstreamEnv>().post('/register', async (c) => {
  const body = await parseBody(c, registerSchema);
  if (body instanceof Response) return body;
  const code = hashString(`${body.clientToken} ${body.url}`).toString(36);
  links.set(code, body.url);
  return c.json({ shortUrl: `${new URL(c.req.url).origin}/l/${code}`, registered: true as const });
});

export const shortLinks = new Hono<UpstreamEnv>().get('/:code', (c) => {
  const url = links.get(c.req.param('code'));
  return url ? c.redirect(url, 302) : notFound(c);
});
