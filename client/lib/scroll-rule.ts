/** Each navigation scrolls to the top unless the address paginates (SPEC "Routes"). */
export function scrollsToTop(url: string): boolean {
  return !url.includes('page=');
}
