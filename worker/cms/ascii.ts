/** Only ASCII letters fold, as in HTML: `toLowerCase` would turn the Kelvin sign into `k`. */
export function asciiLower(s: string): string {
  return s.replace(/[A-Z]+/g, (upper) => upper.toLowerCase());
}
