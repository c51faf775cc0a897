/**
 * Resolves once `url` answers anything below 500; rejects after `timeoutMs`, or as soon as
 * `gaveUp()` says the server being waited for has gone.
 */
export async function waitFor(url, timeoutMs = 60000, gaveUp = () => false) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error(`${url}: the server exited`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      const text = await response.text();
      if (response.status < 500) return;
      last = `${response.status} ${text.slice(0, 500)}`;
    } catch (error) {
      last = String(error.cause?.code ?? error.message);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s (last: ${last})`);
}
