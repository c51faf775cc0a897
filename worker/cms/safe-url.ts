/**
 * URL attributes (href, src, cite) for the sanitiser. The value arrives with its character
 * references already decoded; this mirrors what a browser's URL parser does before it reads the
 * scheme, then lets through only schemes that cannot run code.
 */
import { asciiLower } from './ascii';

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** Characters that end a scheme: a `/`, `?`, `#` or `\` first means there is no scheme. */
const SCHEME_END = /[:/?#\\]/;

/**
 * The URL to emit, or null to drop the attribute. Tabs and newlines vanish anywhere and C0
 * controls and spaces at either end are trimmed (so `jav&#x09;ascript:` and ` javascript:` are
 * read as the browser reads them). A colon before any `/`, `?`, `#` or `\` means a scheme, and an
 * unknown one is refused even where a browser would have read a relative path: refusing costs a
 * link, guessing wrong costs a script. `//host` (or `\\host`) becomes `https://host`.
 */
export function safeUrl(raw: string): string | null {
  const url = trimControls(raw.replace(/[\t\n\r]+/g, ''));
  if (url === '') return null;
  if (/^[/\\]{2}/.test(url)) return `https://${url.slice(2)}`;
  const end = SCHEME_END.exec(url);
  if (end?.[0] !== ':') return url;
  return SAFE_SCHEMES.has(asciiLower(url.slice(0, end.index))) ? url : null;
}

function trimControls(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && s.charCodeAt(start) <= 0x20) start++;
  while (end > start && s.charCodeAt(end - 1) <= 0x20) end--;
  return s.slice(start, end);
}
