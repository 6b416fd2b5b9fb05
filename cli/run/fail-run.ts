// A run that must fail for a reason outside the verdicts (an unhandled error in the suites).
import type { RunSummary } from './aggregate.js';

export function failRun(summary: RunSummary): void {
  summary.ok = false;
  summary.verdict = 'fail';
}
