/**
 * Scopes: what the test hooks keep (./hooks.ts: the fault setting, the received posts, the
 * arrivals, the read counts, the content-service reads) is kept per scope, named by a request
 * header. A request without it is in the default scope: `npm start`, the browser tests, the bench.
 *
 * The worker and fault suites run their files in parallel against one demo upstream: each file
 * sends its own scope on every request (tests/support/upstream-scope.ts), so a fault one file
 * switches on never fails another file's requests, and each file reads back only its own posts.
 */
export const UPSTREAM_SCOPE_HEADER = 'x-demo-upstream-scope';

/** Scopes kept at most; beyond, the one used longest ago is dropped, so memory stays bounded. */
export const SCOPES_LIMIT = 256;

/** What one scope holds, made by `create` on its first request. */
export class Scopes<State> {
  private readonly states = new Map<string, State>();

  constructor(private readonly create: () => State) {}

  /** The state of the scope a request names (the default scope when it names none). */
  of(request: Request): State {
    const name = request.headers.get(UPSTREAM_SCOPE_HEADER) ?? '';
    let state = this.states.get(name);
    if (state) {
      // Most recently used last, so the first is the one to drop.
      this.states.delete(name);
    } else {
      state = this.create();
      if (this.states.size >= SCOPES_LIMIT) this.states.delete(this.states.keys().next().value!);
    }
    this.states.set(name, state);
    return state;
  }
}
