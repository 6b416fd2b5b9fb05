// The exact command that replays one requirement's tests against the same host with the same seed.
import type { RequirementResult } from '../run/aggregate.js';
import type { RunReport } from '../run/report.js';
import { describeHostArgs } from '../host-option.js';
import { needsAttention } from './status.js';

export function replayCommand(report: Pick<RunReport, 'host' | 'run'>, requirement: Pick<RequirementResult, 'id' | 'area'>): string {
  const parts = ['npx capkit run'];
  const host = describeHostArgs(report.host.spec);
  if (host) parts.push(host);
  parts.push(`--areas ${requirement.area}`, `--seed ${report.run.seed}`);
  // Settings that change what the tests do: without them a replay would not see the same failure.
  if (report.run.propertyRuns !== undefined) parts.push(`--property-runs ${report.run.propertyRuns}`);
  if (report.run.timeoutMultiplier !== 1) parts.push(`--timeout-multiplier ${report.run.timeoutMultiplier}`);
  if (report.run.validateProtocol) parts.push('--validate-protocol');
  parts.push(`--grep ${JSON.stringify(requirement.id)}`);
  return parts.join(' ');
}

/** Every requirement a person must look at gets its replay command; the others lose a stale one. */
export function withReplays(report: RunReport): RunReport {
  const requirements = report.requirements.map((r) => {
    const { replay: _old, ...rest } = r;
    return needsAttention(r.status) ? { ...rest, replay: replayCommand(report, r) } : rest;
  });
  return { ...report, requirements };
}
