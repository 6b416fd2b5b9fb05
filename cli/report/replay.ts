// Replay commands: the exact `capkit run` that reproduces a failure (its first failing test, against the
// same host with the same seed and every setting that changes what the tests do), or the whole run. A
// replay line is short (about 120 characters with a short host command): the test is picked by its case
// id or the fewest words of its title that match it alone, the seed is left out when it is the kit's
// fixed default, and a host inside the working folder is named by its relative path.
import { isAbsolute, relative } from 'node:path';
import type { RequirementResult, TestRef } from '../run/aggregate.js';
import { DEFAULT_SEED } from '../options/default-seed.js';
import type { RunReport } from '../run/report.js';
import { referenceHostCompiled } from '../../spec/paths.js';
import { needsAttention } from './status.js';
import { representative } from '../run/verdict.js';

/** A word a POSIX shell passes through unchanged: bare when safe, else in single quotes. */
export function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

const joinedName = (fullName: string): string => fullName.split(' > ').join(' ');
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A --grep pattern that matches exactly this test (vitest matches names with describe blocks joined by spaces). */
export function grepForTest(fullName: string): string {
  return `${escapeRegExp(joinedName(fullName))}$`;
}

/**
 * The shortest readable --grep that matches this test and none of `others` (the run's other tests): its
 * fixture case id (`permits/group-kind:`), else the fewest first words of its title, else its whole name.
 */
export function shortGrepForTest(fullName: string, others: readonly string[]): string {
  const target = joinedName(fullName);
  const rest = others.filter((n) => n !== fullName).map(joinedName);
  const title = target.replace(/^.*?\[[A-Z]+-\d{3}(?:,[A-Z]+-\d{3})*\] /, '');
  const candidates: string[] = [];
  const caseId = /^([a-z][\w-]*\/[\w.-]+):/.exec(title)?.[1];
  if (caseId !== undefined) candidates.push(`${escapeRegExp(caseId)}:`);
  const words = title.split(' ');
  for (let k = 2; k <= words.length; k += 1) candidates.push(escapeRegExp(words.slice(0, k).join(' ')));
  const alone = (pattern: string): boolean => {
    const re = new RegExp(pattern);
    return re.test(target) && !rest.some((n) => re.test(n));
  };
  return candidates.find((c) => c.length <= 80 && alone(c)) ?? grepForTest(fullName);
}

type ReplaySource = Pick<RunReport, 'host' | 'run'> & Partial<Pick<RunReport, 'requirements'>>;

/** Every test name of a report, once (a test is listed under each requirement it cites). */
function testNames(report: ReplaySource): string[] {
  const names = new Set<string>();
  for (const r of report.requirements ?? []) for (const t of [...r.tests, ...(r.alsoExercisedBy ?? [])]) names.add(t.name);
  return [...names];
}

/** A host module inside the working folder by its relative path (shorter, and the same on any clone). */
function hostPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

/** Host and settings: everything but areas and grep. */
function settings(report: ReplaySource, generated = true): string[] {
  const parts: string[] = [];
  const { spec, isolated } = report.host;
  if (spec.kind === 'command') parts.push(`--host-cmd ${shellWord(spec.command)}`);
  else if (spec.path !== referenceHostCompiled) {
    parts.push(`--host ${shellWord(hostPath(spec.path))}`);
    if (!isolated) parts.push('--no-isolate');
  }
  // Without --seed a run takes the kit's fixed default: the same cases, one option fewer to copy. A
  // fixture case is the same JSON whatever the seed and run count: its replay needs neither.
  if (generated && report.run.seed !== DEFAULT_SEED) parts.push(`--seed ${report.run.seed}`);
  // Settings that change what the tests do: without them a replay would not see the same failure.
  if (generated && report.run.propertyRuns !== undefined) parts.push(`--property-runs ${report.run.propertyRuns}`);
  if (report.run.timeoutMultiplier !== 1) parts.push(`--timeout-multiplier ${report.run.timeoutMultiplier}`);
  // Schemas are checked by default; a run without them replays without them.
  if (!report.run.validateProtocol) parts.push('--no-validate-protocol');
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
  const grep = test ? shortGrepForTest(test.name, testNames(report)) : requirement.id;
  // An area the host does not declare fails only under --require-areas: the replay keeps it then.
  const required = report.run.requireAreas && !report.run.areas.includes(area) ? ['--require-areas'] : [];
  const generated = test === undefined || !test.file.endsWith('/fixtures.test.ts');
  return ['npx capkit run', ...settings(report, generated), `--areas ${area}`, ...required, `--grep ${shellWord(grep)}`].join(' ');
}

/** The command that reruns the whole run: same host, areas, settings, seed and filter. */
export function runReplayCommand(report: ReplaySource): string {
  const parts = ['npx capkit run', ...settings(report), `--areas ${[...report.run.areas, ...report.run.notApplicable].join(',')}`];
  if (report.run.requireAreas) parts.push('--require-areas');
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
