import type { MiddlewareHandler } from 'hono';
import { isFormPost, refusal } from '../forms/form-post';
import { logRejected } from '../log';

/**
 * Form posts must come from the site's own pages. Browsers send Origin on every cross-site
 * POST; one naming another site is refused (403) before the body is read. JSON requests without
 * Origin (curl, server-to-server) are let through: they carry no visitor's cookies to abuse, and
 * no page of another site can send JSON here without Origin.
 *
 * A plain HTML form post is what another site's page CAN make a visitor's browser send (a form
 * aimed at us, submitted by script), so it must prove where it comes from: an Origin of this
 * site, or, from a browser too old to send Origin on a form post, a Referer of this site. With
 * neither (or `Origin: null`, a sandboxed or privacy-stripped context) it is refused.
 */
export function sameOrigin(): MiddlewareHandler {
  return async function sameOrigin(c, next) {
    const origin = c.req.header('origin');
    const own = new URL(c.req.url).origin;
    const refused = isFormPost(c) ? !fromOwnPage(origin, c.req.header('referer'), own) : origin !== undefined && origin !== own;
    if (refused) {
      logRejected(c.req.url, 403, 'forbidden');
      return refusal(c, 403, 'forbidden', 'This form can only be sent from the site’s own pages.');
    }
    return next();
  };
}

function fromOwnPage(origin: string | undefined, referer: string | undefined, own: string): boolean {
  if (origin !== undefined) return origin === own;
  return referer !== undefined && URL.canParse(referer) && new URL(referer).origin === own;
}
