/**
 * Plausible's events API (POST /analytics/api/event), so the site's server-side page views can be
 * checked: each accepted event is in /__received (body), and GET /analytics/api/events lists the
 * headers Plausible counts visitors by (User-Agent, X-Forwarded-For), which /__received omits.
 * Like Plausible, it answers 202 and refuses an event without a User-Agent.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamEnv } from './env';
import { badRequest, parseBody } from './http';

const eventSchema = z.object({
  name: z.string().min(1),
  url: z.url(),
  // Any string, so a site that posted without its key would show up here rather than vanish.
  domain: z.string(),
  referrer: z.string().optional(),
  // Plausible's custom properties: string values only.
  props: z.record(z.string(), z.string()).optional(),
});

export interface SeenEvent {
  event: z.infer<typeof eventSchema>;
  userAgent: string;
  forwardedFor: string | null;
}

const seen: SeenEvent[] = [];
const SEEN_LIMIT = 1000;

export const analytics = new Hono<UpstreamEnv>()
  .post('/api/event', async (c) => {
    const userAgent = c.req.header('user-agent') ?? '';
    if (!userAgent) return badRequest(c, 'User-Agent header is required');
    const event = await parseBody(c, eventSchema);
    if (event instanceof Response) return event;
    seen.push({ event, userAgent, forwardedFor: c.req.header('x-forwarded-for') ?? null });
    if (seen.length > SEEN_LIMIT) seen.splice(0, seen.length - SEEN_LIMIT);
    return c.text('ok', 202);
  })
  .get('/api/events', (c) => c.json(seen));
