import { isUuid } from '../../shared/uuid';
import { describe, expect, it } from 'vitest';
import { applinkToken, applinkTokenCookie, readApplinkToken, registrationBody, type CookieJar } from '../../client/lib/deep-link-registration';
import { applinkRegisterSchema } from '../../shared/schemas/applink';
import { APPLINK_TOKEN_MAX_AGE_SECONDS } from '../../shared/spec';

/** document.cookie's behaviour: writes set one cookie (by name), reads list name=value pairs. */
class FakeDocument implements CookieJar {
  readonly jar = new Map<string, string>();
  readonly writes: string[] = [];
  get cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(text: string) {
    this.writes.push(text);
    const [pair] = text.split(';');
    const at = pair!.indexOf('=');
    this.jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
  }
}

const attributes = (text: string) =>
  text
    .split(';')
    .slice(1)
    .map((part) => part.trim());

describe("the 'applink token' cookie (docs/requirements.md §9.2)", () => {
  it('is a random v4 UUID, created on first need, kept 30 days on the whole site', () => {
    const doc = new FakeDocument();
    const token = applinkToken(doc, true);
    // A version-4 (random) UUID: the version digit is 4, the variant bits are 10.
    expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(doc.writes).toHaveLength(1);
    const written = doc.writes[0]!;
    expect(written.startsWith(`applink%20token=${token};`)).toBe(true);
    expect(APPLINK_TOKEN_MAX_AGE_SECONDS).toBe(2_592_000);
    expect(attributes(written)).toEqual(['Max-Age=2592000', 'Path=/', 'SameSite=Lax', 'Secure']);
  });

  it('is Secure only on https', () => {
    expect(applinkTokenCookie('3f0c2a5e-9b1d-4c7e-8a2f-6d5b4e3c2a10', false)).not.toContain('Secure');
  });

  it('is reused once made, without being written again', () => {
    const doc = new FakeDocument();
    doc.jar.set('CookieConsent', 'true');
    const first = applinkToken(doc, false);
    expect(applinkToken(doc, false)).toBe(first);
    expect(applinkToken(doc, false)).toBe(first);
    expect(doc.writes).toHaveLength(1);
  });

  it('gives each new visitor a different token', () => {
    expect(applinkToken(new FakeDocument(), false)).not.toBe(applinkToken(new FakeDocument(), false));
  });

  it('is read under its encoded or its raw name, and replaced when it is not a UUID', () => {
    const token = '3f0c2a5e-9b1d-4c7e-8a2f-6d5b4e3c2a10';
    expect(readApplinkToken(`a=1; applink%20token=${token}`)).toBe(token);
    expect(readApplinkToken(`applink token=${token}; b=2`)).toBe(token);
    expect(readApplinkToken('applink%20token=tampered')).toBeNull();
    const doc = new FakeDocument();
    doc.jar.set('applink%20token', 'tampered');
    expect(isUuid(applinkToken(doc, false))).toBe(true);
  });

  it('builds a registration the BFF accepts', () => {
    const body = registrationBody(applinkToken(new FakeDocument(), false), 'https://app.nkoda.com/work?ref=ED-1&dl=1', {
      screenWidth: 390,
      screenHeight: 844,
      screenPixelRatio: 3,
      timezoneOffset: 300,
    });
    expect(applinkRegisterSchema.safeParse(body).success).toBe(true);
  });
});
