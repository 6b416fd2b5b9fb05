// The exit code a run's summary stands for: 0 pass, 1 a requirement not met, 5 no verdict.
import { EXIT } from '../exit-codes.js';
import type { RunSummary } from './aggregate.js';

export function exitCodeOf(summary: Pick<RunSummary, 'verdict'>): number {
  return summary.verdict === 'pass' ? EXIT.pass : summary.verdict === 'fail' ? EXIT.fail : EXIT.noVerdict;
}
