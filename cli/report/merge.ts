// `capkit report merge`: shard reports of one run (same kit, host, seed, areas) → the report an unsharded
// run would have written. Verdicts are recomputed from the union of the shards' executed tests.
import { EXCHANGES_FILE } from '../run/protocol-exchanges.js';
import { aggregate, type RequirementInfo } from '../run/aggregate.js';
import { failRun } from '../run/fail-run.js';
import type { RunReport } from '../run/report.js';
import { requirementIdsOf, type TestRecord } from '../run/test-record.js';
import type { ExpectationEntry } from '../expectations/entry.js';
import { parseShard, formatShard } from '../shard/shard.js';
import { UsageError } from '../usage-error.js';
import { withReplays } from './replay.js';

export interface NamedReport {
  /** Where it came from (a file name), used in every message. */
  label: string;
  report: RunReport;
}

/** Header fields every shard must agree on, named as a person would look them up. */
const SAME: [string, (r: RunReport) => unknown][] = [
  ['kit version', (r) => r.kit.version],
  ['contract version', (r) => r.contract.version],
  ['host', (r) => r.host.spec],
  ['host implementation', (r) => r.host.implementation],
  ['seed', (r) => r.run.seed],
  ['areas', (r) => r.run.areas],
  ['not-applicable areas', (r) => r.run.notApplicable],
  ['--grep', (r) => r.run.grep],
  ['--property-runs', (r) => r.run.propertyRuns],
  ['--timeout-multiplier', (r) => r.run.timeoutMultiplier],
  ['--validate-protocol', (r) => r.run.validateProtocol],
  ['--require-areas', (r) => r.run.requireAreas ?? false],
  ['expectations file', (r) => r.expectations?.file],
  ['fixture-set hash', (r) => r.run.fixtureSetHash],
];

export function checkShardSet(inputs: readonly NamedReport[]): void {
  const [first, ...rest] = inputs;
  if (!first) throw new UsageError('report merge: give the shard reports to merge');
  for (const { label, report } of rest) {
    for (const [name, get] of SAME) {
      const a = JSON.stringify(get(first.report));
      const b = JSON.stringify(get(report));
      if (a !== b) throw new UsageError(`report merge: ${label} has ${name} ${b ?? '(none)'}, but ${first.label} has ${a ?? '(none)'}: not shards of one run`);
    }
  }
  const shards = inputs.map(({ label, report }) => {
    if (!report.run.shard) throw new UsageError(`report merge: ${label} is not a shard report (run without --shard)`);
    return { label, shard: parseShard(report.run.shard, `${label}: run.shard`) };
  });
  const count = shards[0]!.shard.count;
  const seen = new Map<number, string>();
  for (const { label, shard } of shards) {
    if (shard.count !== count) throw new UsageError(`report merge: ${label} is shard ${formatShard(shard)}, but ${shards[0]!.label} is one of ${count}`);
    const other = seen.get(shard.index);
    if (other) throw new UsageError(`report merge: ${label} and ${other} are both shard ${formatShard(shard)}`);
    seen.set(shard.index, label);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0) throw new UsageError(`report merge: shard(s) ${missing.map((i) => `${i}/${count}`).join(', ')} missing; the verdicts would be incomplete`);
}

/**
 * Each test once, from every requirement's lists (a test is listed under each requirement it covers).
 * A test one shard left unselected (another shard's) and another ran counts as run.
 */
function recordsOf(inputs: readonly NamedReport[]): TestRecord[] {
  const byKey = new Map<string, TestRecord>();
  for (const { report } of inputs) {
    for (const r of report.requirements) {
      for (const t of [...r.tests, ...(r.alsoExercisedBy ?? [])]) {
        // The run's exchange evidence is no test: aggregating the merged tests judges the exchanges again.
        if (t.file === EXCHANGES_FILE) continue;
        const key = `${t.file}\u0000${t.name}`;
        const known = byKey.get(key);
        if (known !== undefined && (t.selected === false || known.selected !== false)) continue;
        // The name's own IDs keep the primary one first; the charge travels with the test.
        byKey.set(key, {
          file: t.file,
          name: t.name,
          requirementIds: requirementIdsOf(t.name),
          status: t.status,
          durationMs: 0,
          ...(t.message ? { message: t.message } : {}),
          ...(t.chargedTo ? { chargedTo: t.chargedTo } : {}),
          ...(t.selected === false ? { selected: false as const } : {}),
          ...(t.skipNote !== undefined ? { skipNote: t.skipNote } : {}),
        });
      }
    }
  }
  return [...byKey.values()];
}

/** The expectation entries the shards applied (each shard read the same file). */
function expectationEntries(inputs: readonly NamedReport[]): ExpectationEntry[] {
  const entries = new Map<string, ExpectationEntry>();
  for (const { report } of inputs) for (const r of report.requirements) for (const e of r.expectations ?? []) entries.set(JSON.stringify(e), e);
  return [...entries.values()];
}

/**
 * Counts by status, summed. Keys come from the shard files: a Map does the sums (a key such as
 * `constructor` or `__proto__` is a status name like any other, never a property of Object.prototype),
 * and only a count that is a whole number is taken.
 */
function sumCounts(all: Record<string, number>[]): Record<string, number> {
  const sums = new Map<string, number>();
  for (const counts of all) {
    for (const [k, n] of Object.entries(counts)) {
      if (Number.isSafeInteger(n) && n >= 0) sums.set(k, (sums.get(k) ?? 0) + n);
    }
  }
  const out = Object.create(null) as Record<string, number>;
  for (const [k, n] of sums) Object.defineProperty(out, k, { value: n, enumerable: true, writable: true, configurable: true });
  return out;
}

export function mergeReports(inputs: readonly NamedReport[]): RunReport {
  checkShardSet(inputs);
  const first = inputs[0]!.report;
  const requirements: RequirementInfo[] = first.requirements.map(({ id, level, area, title, provenance }) => ({ id, level, area, title, ...(provenance ? { provenance } : {}) }));
  const entries = expectationEntries(inputs);
  const { results, summary } = aggregate({
    requirements,
    records: recordsOf(inputs),
    applicableAreas: first.run.areas,
    notApplicableAreas: first.run.notApplicable,
    filtered: Boolean(first.run.grep),
    requireAreas: first.run.requireAreas ?? false,
    ...(entries.length > 0
      ? { expectations: { expectations: { file: '(the shard reports)', entries }, hostVersion: first.host.implementation.version } }
      : {}),
  });
  // Tests without a requirement ID are not listed per requirement: the selected-test counts come from the
  // shards' summaries, which cover disjoint tests, so the sums are the unsharded run's counts. Skipped
  // tests and those no shard selected are counted from the union.
  const union = summary.tests;
  summary.tests = {
    total: inputs.reduce((n, { report }) => n + report.summary.tests.total, 0),
    byStatus: sumCounts(inputs.map(({ report }) => report.summary.tests.byStatus)),
    ...(union.notSelected !== undefined ? { notSelected: union.notSelected } : {}),
    ...(union.skipped !== undefined ? { skipped: union.skipped } : {}),
  };
  const shardWarnings = inputs.map(({ report }) => new Set(report.summary.expectationWarnings ?? []));
  summary.expectationWarnings = [...shardWarnings[0]!].filter((w) => shardWarnings.every((s) => s.has(w)));
  const unhandled = inputs.flatMap(({ report }) => report.problems.unhandled);
  if (unhandled.length > 0) failRun(summary);
  const { shard: _shard, ...run } = first.run;
  // A suite file that fails to load fails in every shard: list it once.
  const moduleFailures = [...new Map(inputs.flatMap(({ report }) => report.problems.moduleFailures).map((m) => [`${m.file}\u0000${m.message}`, m])).values()];
  const { comparison: _stale, ...header } = first;
  return withReplays({
    ...header,
    run: {
      ...run,
      durationMs: Math.max(...inputs.map(({ report }) => report.run.durationMs)),
      mergedFrom: inputs.map(({ report }) => report.run.shard!).sort((a, b) => parseShard(a).index - parseShard(b).index),
    },
    requirements: results,
    summary,
    problems: { moduleFailures, unhandled },
  });
}
