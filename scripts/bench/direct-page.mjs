// The bench measures pages, never redirects. A redirect's figures look like a very fast page (an
// empty 302 under load, a browser that lands elsewhere), so every step that measures a page first
// checks that its address answers 200 itself, and fails by name when it does not (issue 44: the
// faceted search's address had become a 302 to its tidy form, and the warm run counted 8,221
// errors instead of saying why).

/** The message of a step whose page answered `status` (and `location`) instead of 200. */
export function notAPage(address, status, location) {
  const where = location ? ` to ${location}` : '';
  return `${address} answered ${status}${where}, not 200: the bench measures a page, never a redirect or an error (fix the address in scripts/bench/pages.mjs)`;
}

/** Resolves when `site` + `path` answers 200 itself (redirects not followed); throws notAPage otherwise. */
export async function answersDirectly(site, path, signal) {
  const response = await fetch(`${site}${path}`, { redirect: 'manual', signal });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(notAPage(path, response.status, response.headers.get('location')));
}

/** answersDirectly for each of `paths`, one at a time. */
export async function pagesAnswerDirectly(site, paths, signal) {
  for (const path of paths) await answersDirectly(site, path, signal);
}

/**
 * The same check on a browser's navigation (Playwright's `page.goto` answer): the browser follows
 * redirects, so the first request of the chain is the one that must have answered 200.
 */
export async function checkNavigation(answer, address) {
  if (!answer) throw new Error(`${address}: no answer to the navigation`);
  let first = answer.request();
  while (first.redirectedFrom()) first = first.redirectedFrom();
  const response = first === answer.request() ? answer : await first.response();
  const status = response?.status();
  if (status !== 200) throw new Error(notAPage(address, status ?? 'nothing', response?.headers().location));
}
