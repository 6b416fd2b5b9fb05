// What every view of a matrix shows (console, Markdown, HTML): which rows, each host's verdict line,
// answers cut to one readable line, and the command that replays one host's run.
import type { MatrixHost, MatrixReport, MatrixRow } from '../matrix/matrix-report.js';
import { describeHostArgs } from '../host-option.js';
import { needsAttention } from './status.js';

/**
 * A row is worth a look when the hosts' statuses differ, or some host fails it or left it PARTIAL. A row
 * every host passes, or that no host's run could reach (NOT_RUN or NOT_APPLICABLE for all), is not.
 */
export function rowNeedsLook(row: MatrixRow): boolean {
  const statuses = new Set(row.cells.map((c) => c.status));
  return statuses.size > 1 || row.cells.some((c) => needsAttention(c.status) || c.status === 'PARTIAL');
}

export function rowsToShow(report: MatrixReport, all: boolean): MatrixRow[] {
  return all ? report.requirements : report.requirements.filter(rowNeedsLook);
}

/** "pass", "fail: PERMIT-005, ACCESS-007", "did not start: …". */
export function hostVerdictText(host: MatrixHost): string {
  if (host.verdict === 'pass') return 'pass: every applicable MUST requirement passes';
  if (host.verdict === 'did-not-start') return `did not start: ${host.error ?? 'no report'}`;
  if (host.verdict === 'none') return `no verdict: ${host.report?.summary.noVerdict ?? host.error ?? 'nothing tested'}`;
  const failures = host.report?.summary.mustFailures ?? [];
  return failures.length > 0 ? `fail: ${failures.join(', ')}` : `fail${host.error ? `: ${host.error}` : ''}`;
}

export function hostDescription(host: MatrixHost): string {
  const impl = host.implementation ? `${host.implementation.name} ${host.implementation.version} (${host.implementation.language})` : 'no hello';
  const spec = host.spec.kind === 'module' ? host.spec.path : host.spec.command;
  return `${impl} · ${spec}`;
}

/** JSON on one line, cut at `max` characters. */
export function oneLine(value: unknown, max = 160): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** `capkit run <host> --seed S --areas …`: this host's run of the matrix, alone. */
export function hostReplay(report: MatrixReport, host: MatrixHost): string {
  const hostArgs = describeHostArgs(host.spec);
  const areas = report.run.areas.length > 0 ? ` --areas ${report.run.areas.join(',')}` : '';
  return `npx capkit run${hostArgs ? ` ${hostArgs}` : ''} --seed ${report.run.seed}${areas}`;
}

/** "2 steps in 1 case" */
export function disagreementCount(report: MatrixReport): string {
  const list = report.comparison.disagreements;
  const cases = new Set(list.map((d) => d.case)).size;
  return `${list.length} step${list.length === 1 ? '' : 's'} in ${cases} case${cases === 1 ? '' : 's'}`;
}

export interface RedCell {
  host: string;
  id: string;
  status: string;
  reason: string;
}

/** Every cell a person must look at, with its reason (the host's own run report holds the whole text). */
export function redCells(report: MatrixReport): RedCell[] {
  return report.requirements.flatMap((row) =>
    row.cells.flatMap((c, i) => (needsAttention(c.status) ? [{ host: report.hosts[i]!.label, id: row.id, status: c.status, reason: c.reason ?? '' }] : [])),
  );
}
