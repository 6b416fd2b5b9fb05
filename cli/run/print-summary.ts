// The human summary of a run: per area and level (the protocol group apart, after the contract areas),
// then every requirement that needs attention, the tests that did not run, and the verdict.
import pc from 'picocolors';
import { terminalSafe } from '../ui/terminal-text.js';
import type { AreaSummary, LevelCount, RequirementStatus } from './aggregate.js';
import type { RunReport } from './report.js';
import { consoleValue, formatRequirement, STATUS_COLOR } from './print-failure.js';
import { runReplayCommand, shellWord } from '../report/replay.js';
import { DEFAULT_SEED } from '../options/default-seed.js';

export { formatRequirement } from './print-failure.js';

const AREA = 10;

export function formatSummary(report: RunReport, verbose: boolean): string {
  const out: string[] = [...header(report), '', ...areaTable(report), ''];
  const shown = report.requirements.filter((r) => verbose || shownByDefault(r.status));
  for (const r of shown) out.push(formatRequirement(r));
  if (shown.length > 0) out.push('');
  for (const m of report.problems.moduleFailures) out.push(pc.red(`suite error in ${m.file}: ${consoleValue(m.message.split('\n')[0] ?? '')}`));
  for (const u of report.problems.unhandled) out.push(pc.red(`unhandled error: ${consoleValue(u.split('\n')[0] ?? '')}`));
  for (const w of report.problems.warnings ?? []) out.push(pc.yellow(`warning: ${consoleValue(w)}`));
  out.push(...testLines(report));
  const counts = Object.entries(report.summary.byStatus)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => STATUS_COLOR[s as RequirementStatus](`${n} ${s}`))
    .join(', ');
  out.push(`requirements: ${counts || 'none'}`);
  for (const w of report.summary.expectationWarnings ?? []) out.push(pc.yellow(`warning: ${consoleValue(w)}`));
  if ((report.summary.stale ?? []).length > 0) {
    out.push(pc.red(pc.bold(`✘ ${report.summary.stale.length} stale expectation(s): ${report.summary.stale.join(', ')} pass now; delete their entries (see XPASS above)`)));
  }
  if (report.summary.shouldWarnings.length > 0) out.push(pc.yellow(`warnings: SHOULD not met: ${report.summary.shouldWarnings.join(', ')}`));
  out.push(...verdictLines(report));
  return out.join('\n');
}

/** Failures always; PARTIAL too (a subset is worth a look); NOT_RUN and PASS only with --verbose. */
function shownByDefault(status: RequirementStatus): boolean {
  return status !== 'PASS' && status !== 'NOT_APPLICABLE' && status !== 'NOT_RUN' && status !== 'FLAKY_PASS';
}

function header(report: RunReport): string[] {
  const { implementation } = report.host;
  const { tests } = report.summary;
  const executed = tests.total - (tests.byStatus.SKIPPED ?? 0);
  return [
    `${pc.bold('capkit')} ${report.kit.version} · contract ${report.contract.version} · protocol ${report.protocol}`,
    `host  ${pc.bold(terminalSafe(implementation.name))} ${terminalSafe(implementation.version)} (${terminalSafe(implementation.language)}) · areas ${report.host.areas.map(terminalSafe).join(', ') || '(none)'}`,
    `seed  ${report.run.seed}${report.run.seed === DEFAULT_SEED ? pc.dim(' (this kit\'s fixed default; --seed random explores)') : ''} · ${executed} test${executed === 1 ? '' : 's'} in ${(report.run.durationMs / 1000).toFixed(1)} s${report.run.grep !== undefined ? ` · --grep ${terminalSafe(shellWord(report.run.grep))}` : ''}${report.run.shard ? ` · shard ${report.run.shard}` : ''}`,
    // Schemas are checked by default: a run that did not check them says so where it says what it ran.
    ...(report.run.validateProtocol ? [] : [pc.yellow('schemas not checked (--no-validate-protocol): a host message that breaks spec/schemas passes unless its meaning is wrong')]),
  ];
}

function areaTable(report: RunReport): string[] {
  const areas = Object.entries(report.summary.byArea);
  const none: LevelCount = { pass: 0, fail: 0, expected: 0 };
  const withProvenance = areas.some(([, s]) => total(s.documentedMUST ?? none) + total(s.rulingMUST ?? none) > 0);
  // Cells count requirements passed / judged; the MUST column splits into documented and ruling ones.
  const heads = ['MUST passed', 'SHOULD', 'MAY', ...(withProvenance ? ['documented MUST', 'capkit-ruling MUST'] : [])];
  const cellsOf = (s: AreaSummary): LevelCount[] => [s.MUST, s.SHOULD, s.MAY, ...(withProvenance ? [s.documentedMUST ?? none, s.rulingMUST ?? none] : [])];
  const applicable = areas.filter(([, s]) => s.applicable);
  // Each column as wide as its widest cell, so a long cell ("0/1, 29 open") never shifts the next ones.
  const widths = heads.map((h, i) => Math.max(h.length, ...applicable.map(([, s]) => cellText(cellsOf(s)[i]!).length)) + 2);
  const areaWidth = Math.max(AREA, ...areas.map(([a]) => a.length + 2));
  const out = [pc.bold(pad('area', areaWidth) + heads.map((h, i) => (i === heads.length - 1 ? h : pad(h, widths[i]!))).join(''))];
  const row = (area: string, s: AreaSummary): string => {
    if (!s.applicable) return pad(area, areaWidth) + pc.dim('not applicable (the host does not declare it)');
    const cells = cellsOf(s);
    return pad(area, areaWidth) + cells.map((c, i) => ratio(c, i === cells.length - 1 ? 0 : widths[i]!)).join('');
  };
  const contract = areas.filter(([, s]) => s.group !== 'protocol');
  const protocol = areas.filter(([, s]) => s.group === 'protocol');
  for (const [area, s] of contract) out.push(row(area, s));
  if (protocol.length > 0) {
    // What every host does with the protocol itself, checked within each area's suites: a group apart.
    out.push(pc.dim('─'.repeat(areaWidth + widths.slice(0, 3).reduce((a, b) => a + b, 0))));
    for (const [area, s] of protocol) out.push(row(area, s));
  }
  return out;
}

function testLines(report: RunReport): string[] {
  const out: string[] = [];
  const { tests } = report.summary;
  for (const s of tests.skipped ?? []) {
    const examples = s.examples.map((n) => terminalSafe(n.length > 100 ? `${n.slice(0, 100)}…` : n)).join('; ');
    out.push(pc.yellow(`${s.count} test${s.count === 1 ? '' : 's'} skipped: ${consoleValue(s.reason)}${examples ? pc.dim(` (e.g. ${examples})`) : ''}`));
  }
  if (tests.notSelected) out.push(pc.dim(`${tests.notSelected} test${tests.notSelected === 1 ? '' : 's'} not selected by this run (${report.run.shard ? `shard ${report.run.shard}` : '--grep'})`));
  return out;
}

function verdictLines(report: RunReport): string[] {
  const { summary } = report;
  const out: string[] = [];
  if (summary.verdict === 'pass') out.push(pc.green(pc.bold(`✔ every applicable MUST requirement passes${expectedNote(report)}`)));
  else if (summary.verdict === 'none') out.push(pc.yellow(pc.bold(`◌ no verdict: ${consoleValue(summary.noVerdict ?? 'the run judged nothing')}`)));
  else {
    out.push(
      summary.mustFailures.length === 0
        ? pc.red(pc.bold('✘ the run fails (see above)'))
        : pc.red(pc.bold(`✘ ${summary.mustFailures.length} MUST requirement(s) not met: ${summary.mustFailures.join(', ')}`)),
    );
    if (summary.noVerdict) out.push(pc.yellow(`  and for the rest, ${summary.noVerdict}`));
  }
  if (summary.notExercised?.length) {
    out.push(pc.dim(`  not judged: ${summary.notExercised.join(', ')} (no test of the areas run exercises them)`));
  }
  if (summary.verdict !== 'pass') out.push(pc.dim(`rerun: ${terminalSafe(runReplayCommand(report))}`));
  return out;
}

/** " (or expected to fail: 2 XFAIL)" when some MUSTs only pass the run because they are listed. */
function expectedNote(report: RunReport): string {
  const n = (report.summary.byStatus.XFAIL ?? 0) + (report.summary.byStatus.FLAKY_FAIL ?? 0);
  return n === 0 ? '' : ` or is listed in the expectations (${n} expected failure(s), not counted as passed)`;
}

function total(s: LevelCount): number {
  return s.pass + s.fail + (s.expected ?? 0) + (s.open ?? 0);
}

/**
 * "3/4" (passed of judged), "3/5 1x" (x: expected failures), "0/1, 29 open" (one judged, 29 without a
 * verdict yet), "24 open" (none judged), "2 untested" (protocol rules no test of the areas run exercises).
 */
function cellText(s: LevelCount): string {
  const n = total(s);
  const untested = s.notExercised ?? 0;
  if (n === 0) return untested > 0 ? `${untested} untested` : '–';
  const expected = s.expected ?? 0;
  const open = s.open ?? 0;
  const judged = n - open;
  const parts = [
    ...(judged > 0 ? [`${s.pass}/${judged}${expected > 0 ? ` ${expected}x` : ''}`] : []),
    ...(open > 0 ? [`${open} open`] : []),
    ...(untested > 0 ? [`${untested} untested`] : []),
  ];
  return parts.join(', ');
}

/** A cell padded to its column, then coloured: red on a failure, yellow while some are open. */
function ratio(s: LevelCount, width: number): string {
  const text = pad(cellText(s), width);
  if (total(s) === 0) return pc.dim(text);
  const open = s.open ?? 0;
  return s.fail > 0 ? pc.red(text) : open > 0 ? pc.yellow(text) : pc.green(text);
}

function pad(text: string, width: number): string {
  if (width === 0) return text;
  return text.length >= width ? `${text} ` : text + ' '.repeat(width - text.length);
}
