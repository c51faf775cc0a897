/** Static page for the rare case that the React shell itself cannot render. */
export function fallbackPage(): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong | nkoda</title></head><body><main><h1>Something went wrong</h1><p>This page could not be shown. Please try again in a moment, or <a href="/">go to the home page</a>.</p></main></body></html>`;
}
