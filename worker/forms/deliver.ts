import { fetchUpstream, upstreamFailure, UpstreamError, type UpstreamFailure } from '../upstream/fetch-upstream';

/** Header the service deduplicates on: one submission, one arrival, however often it is sent. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A submission that passed validation, ready to go (or go again) to the service. */
export interface Submission {
  /** Which form ('contactinfos', 'newslettersubscribers', ...), for logs. */
  form: string;
  url: string;
  body: unknown;
  idempotencyKey: string;
  /** When the visitor sent it (ISO), so the logs can tell how late a queued delivery was. */
  acceptedAt: string;
}

export type Delivery =
  | { outcome: 'delivered' }
  /** The service answered false or a 4xx: it will not take this submission, whoever retries. */
  | { outcome: 'refused'; status: number }
  /** It could not be reached or failed (5xx, timeout, network, garbage): worth trying again. */
  | { outcome: 'unavailable'; failure: UpstreamFailure; status?: number };

/**
 * One attempt to hand a submission to the promotion service, which answers the JSON literal
 * true when it took it. Used by the BFF for the first attempt and by the queue consumer after.
 */
export async function deliver(submission: Submission, timeoutMs: number): Promise<Delivery> {
  try {
    const label = { family: 'forms' as const, form: submission.form };
    const answer = await fetchUpstream(submission.url, {
      ...label,
      method: 'POST',
      body: JSON.stringify(submission.body),
      timeoutMs,
      headers: { [IDEMPOTENCY_HEADER]: submission.idempotencyKey },
    });
    if (answer.status < 300 && answer.body === true) return { outcome: 'delivered' };
    if (answer.status < 300 && answer.body !== false) {
      upstreamFailure(label, submission.url, 'invalid', answer.startedAt, answer.status);
      return { outcome: 'unavailable', failure: 'invalid', status: answer.status };
    }
    return { outcome: 'refused', status: answer.status };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return { outcome: 'unavailable', failure: error.failure, status: error.status };
  }
}
