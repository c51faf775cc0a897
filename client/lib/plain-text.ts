/**
 * Plain text of editors' HTML, for places that cannot carry markup: JSON-LD answers and meta
 * descriptions. The HTML is already sanitised; this only drops tags and decodes the common
 * entities, so a search engine sees the words a visitor reads.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function plainText(html: string): string {
  return (
    html
      // A block boundary is a word boundary: "<p>One</p><p>Two</p>" reads "One Two".
      .replace(/<(script|style)\b[^>]*>.*?<\/\1\s*>/gis, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
        if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? whole;
        const hex = name[1] === 'x' || name[1] === 'X';
        const code = parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      })
      .replace(/\s+/g, ' ')
      .replace(/\s+([.,;:!?])/g, '$1')
      .trim()
  );
}

/** The first words of a text, cut at a word boundary, for a meta description. */
export function excerpt(text: string, maxLength = 160): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`;
}
