import { z } from '../zod';

/** URL schemes a registration may point at: the site and web app, or the apps' own scheme. */
const LINK_PROTOCOL = /^(https?|nkoda)$/;
/** Longest URL accepted; a deep link is a page address with a ref, far below this. */
const MAX_URL_LENGTH = 2048;

/**
 * Deep-link registration (docs/requirements.md §3.5 and §7.8): the visitor's token from the
 * 'applink token' cookie, the address to open once the app is installed, and the screen and
 * time-zone extras the provider matches the installed app against. Unknown keys are dropped, not
 * forwarded.
 */
export const applinkRegisterSchema = z.object({
  clientToken: z.uuid({ error: 'clientToken must be a UUID' }),
  url: z
    .string({ error: 'url is required' })
    .max(MAX_URL_LENGTH, `url must be at most ${MAX_URL_LENGTH} characters`)
    .pipe(z.url({ protocol: LINK_PROTOCOL, error: 'url must be an http(s) or app link' })),
  extra: z.object(
    {
      screenWidth: z.int({ error: 'screenWidth must be a whole number of pixels' }).min(0).max(100_000),
      screenHeight: z.int({ error: 'screenHeight must be a whole number of pixels' }).min(0).max(100_000),
      screenPixelRatio: z.number({ error: 'screenPixelRatio must be a number' }).positive().max(100),
      // Minutes from UTC as Date#getTimezoneOffset gives them: UTC+14 is -840, UTC-12 is 720.
      timezoneOffset: z.int({ error: 'timezoneOffset must be a whole number of minutes' }).min(-840).max(720),
    },
    { error: 'extra must hold the screen and time-zone values' },
  ),
});
export type ApplinkRegistration = z.infer<typeof applinkRegisterSchema>;

/** Deep-link provider: POST /v1/applink/register. */
export const applinkRegisterResponseSchema = z.object({
  shortUrl: z.url(),
  registered: z.literal(true),
});
export type ApplinkRegisterResponse = z.infer<typeof applinkRegisterResponseSchema>;

// Defined with the other spec constants, so the browser's register code needs no zod.
export { APPLINK_REGISTER_PATH } from '../spec';
