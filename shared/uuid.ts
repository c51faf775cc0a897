/**
 * A UUID in its canonical text form (RFC 9562: 8-4-4-4-12 hex digits, a version digit 1-8 and
 * the RFC variant). New ones come from the platform's crypto.randomUUID() (browsers in a secure
 * context, which the site always is, and workerd); this only checks one that came back to us.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
