// The human summary of a run: per area, per level, then every requirement that is not PASS.
import pc from 'picocolors';
import type { RequirementResult, RequirementStatus } from './aggregate.js';
import type { RunReport } from './report.js';

const COLOR: Record<RequirementStatus, (s: string) => string> = {
  PASS: pc.green,
  FAIL: pc.red,
  ERROR: pc.magenta,
  TIMEOUT: pc.yellow,
  CRASH: pc.red,
  NOT_APPLICABLE: pc.dim,
  NOT_RUN: pc.dim,
  XFAIL: pc.cyan,
  XPASS: pc.red,
  FLAKY_PASS: pc.green,
  FLAKY_FAIL: pc.cyan,
};

export function formatSummary(report: RunReport, verbose: boolean): string {
  const out: string[] = [];
  const { implementation } = report.host;
  out.push(
    `${pc.bold('capkit')} ${report.kit.version} · contract ${report.contract.version} · protocol ${report.protocol}`,
    `host  ${pc.bold(implementation.name)} ${implementation.version} (${implementation.language}) · areas ${report.host.areas.join(', ') || '(none)'}`,
    `seed  ${report.run.seed} · ${report.summary.tests.total - (report.summary.tests.byStatus.SKIPPED ?? 0)} tests in ${(report.run.durationMs / 1000).toFixed(1)} s`,
    '',
  );
  out.push(pc.bold(pad('area', 10) + pad('MUST', 14) + pad('SHOULD', 14) + 'MAY'));
  for (const [area, s] of Object.entries(report.summary.byArea)) {
    if (!s.applicable) {
      out.push(pad(area, 10) + pc.dim('not applicable (the host does not declare it)'));
      continue;
    }
    out.push(pad(area, 10) + ratio(s.MUST, 14) + ratio(s.SHOULD, 14) + ratio(s.MAY, 0));
  }
  out.push('');
  const shown = report.requirements.filter((r) => verbose || (r.status !== 'PASS' && r.status !== 'NOT_APPLICABLE' && r.status !== 'NOT_RUN'));
  for (const r of shown) out.push(formatRequirement(r));
  if (shown.length > 0) out.push('');
  for (const m of report.problems.moduleFailures) out.push(pc.red(`suite error in ${m.file}: ${m.message.split('\n')[0]}`));
  for (const u of report.problems.unhandled) out.push(pc.red(`unhandled error: ${u.split('\n')[0]}`));
  const counts = Object.entries(report.summary.byStatus)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => COLOR[s as RequirementStatus](`${n} ${s}`))
    .join(', ');
  out.push(`requirements: ${counts}`);
  for (const w of report.summary.expectationWarnings ?? []) out.push(pc.yellow(`warning: ${w}`));
  if ((report.summary.stale ?? []).length > 0) {
    out.push(pc.red(pc.bold(`✘ ${report.summary.stale.length} stale expectation(s): ${report.summary.stale.join(', ')} pass now; delete their entries (see XPASS above)`)));
  }
  if (report.summary.shouldWarnings.length > 0) {
    out.push(pc.yellow(`warnings: SHOULD not met: ${report.summary.shouldWarnings.join(', ')}`));
  }
  out.push(
    report.summary.ok
      ? pc.green(pc.bold(`✔ every applicable MUST requirement passes${expectedNote(report)}`))
      : report.summary.mustFailures.length === 0
        ? pc.red(pc.bold('✘ the run fails (see above)'))
        : pc.red(pc.bold(`✘ ${report.summary.mustFailures.length} MUST requirement(s) not met: ${report.summary.mustFailures.join(', ')}`)),
  );
  return out.join('\n');
}

function formatRequirement(r: RequirementResult): string {
  const head = `${COLOR[r.status](pad(r.status, 15))}${pc.bold(r.id)} ${pc.dim(r.level)} ${r.title}`;
  return r.reason && r.status !== 'PASS' ? `${head}\n${' '.repeat(15)}${pc.dim(r.reason)}` : head;
}

/** " (or expected to fail: 2 XFAIL)" when some MUSTs only pass the run because they are listed. */
function expectedNote(report: RunReport): string {
  const n = (report.summary.byStatus.XFAIL ?? 0) + (report.summary.byStatus.FLAKY_FAIL ?? 0);
  return n === 0 ? '' : ` or is listed in the expectations (${n} expected failure(s), not counted as passed)`;
}

/** "3/4 pass", "3/5 pass +1x" (x: expected failures), padded to width before colouring (escape codes have no width). */
function ratio(s: { pass: number; fail: number; expected?: number }, width: number): string {
  const expected = s.expected ?? 0;
  const total = s.pass + s.fail + expected;
  if (total === 0) return pc.dim(pad('–', width));
  const text = pad(`${s.pass}/${total} pass${expected > 0 ? ` ${expected}x` : ''}`, width);
  return s.fail === 0 ? pc.green(text) : pc.red(text);
}

function pad(text: string, width: number): string {
  return text.length >= width ? `${text} ` : text + ' '.repeat(width - text.length);
}
