// Replay commands: the exact `capkit run` that reproduces a failure (its first failing test, against the
// same host with the same seed and every setting that changes what the tests do), or the whole run.
import type { RequirementResult, TestRef } from '../run/aggregate.js';
import type { RunReport } from '../run/report.js';
import { referenceHostCompiled } from '../../spec/paths.js';
import { needsAttention } from './status.js';
import { representative } from '../run/verdict.js';

/** A word a POSIX shell passes through unchanged: bare when safe, else in single quotes. */
export function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A --grep pattern that matches exactly this test (vitest matches names with describe blocks joined by spaces). */
export function grepForTest(fullName: string): string {
  const joined = fullName.split(' > ').join(' ');
  return `${joined.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
}

type ReplaySource = Pick<RunReport, 'host' | 'run'>;

/** Host and settings: everything but areas and grep. */
function settings(report: ReplaySource): string[] {
  const parts: string[] = [];
  const { spec, isolated } = report.host;
  if (spec.kind === 'command') parts.push(`--host-cmd ${shellWord(spec.command)}`);
  else if (spec.path !== referenceHostCompiled) {
    parts.push(`--host ${shellWord(spec.path)}`);
    if (!isolated) parts.push('--no-isolate');
  }
  parts.push(`--seed ${report.run.seed}`);
  // Settings that change what the tests do: without them a replay would not see the same failure.
  if (report.run.propertyRuns !== undefined) parts.push(`--property-runs ${report.run.propertyRuns}`);
  if (report.run.timeoutMultiplier !== 1) parts.push(`--timeout-multiplier ${report.run.timeoutMultiplier}`);
  // Schemas are checked by default; a run without them replays without them.
  if (!report.run.validateProtocol) parts.push('--no-validate-protocol');
  if (report.run.requireAreas) parts.push('--require-areas');
  return parts;
}

/** The area whose suites hold a test: `suites/<area>/…`. */
function areaOfFile(file: string): string | undefined {
  return /^suites\/([^/]+)\//.exec(file)?.[1];
}

/** The test a replay of this requirement reruns: its first failing test, as the console shows it. */
export function firstFailingTest(requirement: Pick<RequirementResult, 'tests'>): TestRef | undefined {
  const bad = requirement.tests.filter((t) => t.status !== 'PASS' && t.status !== 'SKIPPED');
  return bad.length > 0 ? representative(bad) : undefined;
}

/** The command that reruns this requirement's first failing test (or, with none, its tests by ID). */
export function replayCommand(report: ReplaySource, requirement: Pick<RequirementResult, 'id' | 'area' | 'tests'>): string {
  const test = firstFailingTest(requirement);
  const area = (test && areaOfFile(test.file)) ?? (report.run.areas.includes(requirement.area) ? requirement.area : report.run.areas.join(','));
  const grep = test ? grepForTest(test.name) : requirement.id;
  return ['npx capkit run', ...settings(report), `--areas ${area}`, `--grep ${shellWord(grep)}`].join(' ');
}

/** The command that reruns the whole run: same host, areas, settings, seed and filter. */
export function runReplayCommand(report: ReplaySource): string {
  const parts = ['npx capkit run', ...settings(report), `--areas ${[...report.run.areas, ...report.run.notApplicable].join(',')}`];
  if (report.run.grep !== undefined) parts.push(`--grep ${shellWord(report.run.grep)}`);
  if (report.run.shard !== undefined) parts.push(`--shard ${report.run.shard}`);
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
