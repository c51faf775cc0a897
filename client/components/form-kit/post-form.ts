import type { Language } from '../../../shared/languages';

/** What became of a form post, as the page needs to tell the visitor. */
export type PostResult = { kind: 'sent' } | { kind: 'invalid'; fields: Record<string, string> } | { kind: 'refused' } | { kind: 'unavailable' };

export interface SendOptions {
  /** Same for every attempt at one submission, so it reaches the service once. */
  idempotencyKey: string;
  /** The page's language: the BFF writes a 400's field messages in it. */
  language: Language;
}

/** Header carrying the submission's key from the browser through the BFF to the service. */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Header naming the page's language, so the BFF answers a 400's field messages in it (issue 20). */
export const PAGE_LANGUAGE_HEADER = 'x-page-language';

/**
 * Posts a form to the worker's BFF as JSON. 200 (sent) and 202 (accepted, delivery queued)
 * both mean the submission is safe with us. 400 carries per-field messages; 422 (and any other
 * 4xx) is the service refusing the form; network errors and 5xx mean it did not get there.
 */
export async function postForm(path: string, body: unknown, options: SendOptions): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [IDEMPOTENCY_HEADER]: options.idempotencyKey,
        [PAGE_LANGUAGE_HEADER]: options.language,
      },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'unavailable' };
  }
  if (response.ok) return { kind: 'sent' };
  if (response.status === 400) {
    const answer = (await response.json().catch(() => null)) as { fields?: Record<string, string> } | null;
    return { kind: 'invalid', fields: answer?.fields ?? {} };
  }
  if (response.status >= 500 || response.status === 429) return { kind: 'unavailable' };
  return { kind: 'refused' };
}
