import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase } from '@playwright/test/reporter';
import { firstLines } from '../../scripts/lib/first-lines.mjs';
import { PAGE_AT_TIMEOUT } from './page-at-timeout';

/** One browser test that did not pass at its first attempt. */
export interface RetriedTest {
  /** "tests/e2e/navigation.spec.ts:57 › describe › title": enough to find it and run it alone. */
  name: string;
  /** 'flaky': failed, then passed on retry; 'failed': failed on every attempt. */
  outcome: 'flaky' | 'failed';
  attempts: number;
  /** The first lines of the first attempt's error, so the summary says what went wrong. */
  firstError: string;
  /** For an attempt that ran out of time: what its page was doing then (./page-at-timeout.ts). */
  pageAtTimeout?: string;
}

/**
 * Lists every browser test that needed a retry (or failed outright) by name, in the file named by
 * RETRY_REPORT_FILE, for `npm test`'s final summary (scripts/test.mjs). Playwright's list
 * reporter does print them, but hundreds of lines and four suites before that summary, where a
 * test passing on its second try is easy to miss. Without the variable this reporter does nothing.
 */
export default class RetryReporter implements Reporter {
  private readonly tests = new Set<TestCase>();
  onTestEnd(test: TestCase): void {
    this.tests.add(test);
  }

  onEnd(): void {
    const file = process.env.RETRY_REPORT_FILE;
    if (!file) return;
    const retried: RetriedTest[] = [];
    for (const test of this.tests) {
      const outcome = test.outcome();
      if (outcome !== 'flaky' && outcome !== 'unexpected') continue;
      const [, , ...titles] = test.titlePath();
      const first = test.results.find((result) => result.status !== 'passed' && result.status !== 'skipped');
      retried.push({
        name: [`${relative(process.cwd(), test.location.file)}:${test.location.line}`, ...titles.slice(1)].join(' › '),
        outcome: outcome === 'flaky' ? 'flaky' : 'failed',
        attempts: test.results.length,
        firstError: firstLines(first?.error?.message ?? first?.status ?? ''),
        pageAtTimeout: first?.attachments.find((attachment) => attachment.name === PAGE_AT_TIMEOUT)?.body?.toString(),
      });
    }
    retried.sort((a, b) => a.name.localeCompare(b.name));
    writeFileSync(file, JSON.stringify(retried, null, 2));
  }

  printsToStdio(): boolean {
    return false;
  }
}
