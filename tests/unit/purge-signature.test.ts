import { describe, expect, it } from 'vitest';
import { purgeSignature } from '../../scripts/purge.mjs';
import { MAX_SKEW_SECONDS, signatureProblem, signPurge } from '../../worker/purge/signature';

/** The purge webhooks' signature (worker/purge/signature.ts) and the operators' sender (scripts/purge.mjs). */

const KEY = 'unit-tests-purge-key-of-32-characters-at-least';
const BODY = '{"families":["cms"],"source":"cms"}';
const NOW = 1_800_000_000;

describe('the purge signature', () => {
  it('accepts the signature of the body at a time near now, made by the worker or by the sender script', async () => {
    expect(await signatureProblem(KEY, BODY, await signPurge(KEY, BODY, NOW), NOW)).toBeNull();
    expect(await signatureProblem(KEY, BODY, purgeSignature(KEY, BODY, NOW), NOW + MAX_SKEW_SECONDS)).toBeNull();
    expect(purgeSignature(KEY, BODY, NOW)).toBe(await signPurge(KEY, BODY, NOW));
  });

  it('refuses another body, another key, a time too far either way, and anything not in the format', async () => {
    const header = await signPurge(KEY, BODY, NOW);
    expect(await signatureProblem(KEY, BODY.replace('cms"]', 'cms","search"]'), header, NOW)).toBe('mismatch');
    expect(await signatureProblem('another-key-of-32-characters-at-least!!', BODY, header, NOW)).toBe('mismatch');
    // The time is signed too: moving it to pass the window breaks the signature.
    expect(await signatureProblem(KEY, BODY, header.replace(`t=${NOW}`, `t=${NOW + 600}`), NOW + 600)).toBe('mismatch');
    expect(await signatureProblem(KEY, BODY, header, NOW + MAX_SKEW_SECONDS + 1)).toBe('expired');
    expect(await signatureProblem(KEY, BODY, header, NOW - MAX_SKEW_SECONDS - 1)).toBe('expired');
    expect(await signatureProblem(KEY, BODY, undefined, NOW)).toBe('missing');
    for (const bad of ['', 'sha256=00', `t=${NOW}`, `t=${NOW},v1=XYZ`, `${header},v0=00`, `t=-1,v1=${'0'.repeat(64)}`]) {
      expect(await signatureProblem(KEY, BODY, bad || ' ', NOW), bad).toBe('malformed');
    }
  });
});
