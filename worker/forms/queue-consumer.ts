import type { MessageBatch } from '@cloudflare/workers-types';
import type { Config } from '../env';
import { logEvent } from '../log';
import { deliver, type Submission } from './deliver';
import { retryDelaySeconds } from './retry-delay';

/**
 * Delivers submissions the service could not take when the visitor sent them. A delivery or a
 * refusal settles a message; anything else retries it later with backoff, and after the queue's
 * max_retries (wrangler.toml) it moves to the dead-letter queue for an operator. Each message
 * carries its idempotency key, so a retry of something that did arrive is not a second copy.
 */
export async function deliverQueuedForms(batch: MessageBatch<Submission>, config: Pick<Config, 'UPSTREAM_TIMEOUT_MS'>): Promise<void> {
  for (const message of batch.messages) {
    const submission = message.body;
    const result = await deliver(submission, config.UPSTREAM_TIMEOUT_MS);
    if (result.outcome === 'delivered') {
      logEvent('form_delivered_from_queue', { form: submission.form, attempts: message.attempts, acceptedAt: submission.acceptedAt });
      message.ack();
    } else if (result.outcome === 'refused') {
      // The visitor was told it was received; an operator has to follow this one up.
      logEvent('form_refused_from_queue', { form: submission.form, status: result.status, acceptedAt: submission.acceptedAt });
      message.ack();
    } else {
      logEvent('form_retry', { form: submission.form, attempts: message.attempts, failure: result.failure });
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
