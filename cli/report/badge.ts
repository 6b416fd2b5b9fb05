// `capkit report badge`: a small self-contained SVG for a host's README, saying the run's verdict on
// its MUST requirements and which areas it judged. It never says more than the report does: green only
// when every MUST in reach passed and no required area is missing, grey when the report has no verdict
// (nothing tested, or only a subset).
import { readInputText } from '../options/input-file.js';
import type { RunReport } from '../run/report.js';
import { writeFileEnsuringDir } from '../run/report-outputs.js';
import { UsageError } from '../usage-error.js';
import { parseRunReport } from './read-report.js';
import { terminalSafe } from '../ui/terminal-text.js';

export type BadgeColor = 'green' | 'yellow' | 'red' | 'grey';

export interface Badge {
  label: string;
  message: string;
  color: BadgeColor;
}

const FILL: Record<BadgeColor, string> = { green: '#4c1', yellow: '#dfb317', red: '#e05d44', grey: '#9f9f9f' };

const PASSED = new Set(['PASS', 'FLAKY_PASS']);
/** Statuses that decide nothing: the requirement was not judged in this run. */
const OPEN = new Set(['NOT_RUN', 'PARTIAL']);

type Verdict = 'pass' | 'fail' | 'none';

/** The report's own verdict when it records one; for older reports, the same rule worked out here. */
function verdictOf(report: RunReport, mustInReach: number): Verdict {
  const recorded = (report.summary as { verdict?: unknown }).verdict;
  if (recorded === 'pass' || recorded === 'fail' || recorded === 'none') return recorded;
  if (!report.summary.ok) return 'fail';
  const subset = report.run.grep !== undefined || (report.run.shard !== undefined && report.run.mergedFrom === undefined);
  const open = report.requirements.some((r) => OPEN.has(r.status));
  return subset || open || mustInReach === 0 ? 'none' : 'pass';
}

/** The contract areas the run judged, in report order (the protocol rules go with every area). */
function judgedAreas(report: RunReport): string[] {
  const areas = report.requirements.filter((r) => r.area !== 'protocol' && r.status !== 'NOT_APPLICABLE' && !OPEN.has(r.status)).map((r) => r.area);
  return [...new Set(areas)];
}

/** Areas --require-areas asked for that the host does not declare: such a run is never green. */
function missingAreas(report: RunReport): string[] {
  if (report.run.requireAreas !== true) return [];
  const missing = report.requirements.filter((r) => r.status === 'NOT_APPLICABLE' && r.area !== 'protocol').map((r) => r.area);
  return [...new Set([...(report.run.notApplicable ?? []), ...missing])];
}

/**
 * What the badge says about a report; the label names the areas judged (`capkit permits·access`), so a
 * host of two areas and one of five never show the same badge.
 */
export function badgeOf(report: RunReport, name = 'capkit'): Badge {
  const requireAreas = report.run.requireAreas === true;
  const areas = judgedAreas(report);
  const label = areas.length > 0 ? `${name} ${areas.join('·')}` : name;
  // Judged: the MUSTs the run decided. Not those of areas the host does not declare (unless they
  // were required), nor those no test of the run exercised (NOT_RUN, PARTIAL: a subset is no verdict).
  const must = report.requirements.filter(
    (r) => r.level === 'MUST' && !OPEN.has(r.status) && (r.status !== 'NOT_APPLICABLE' || requireAreas),
  );
  const passed = must.filter((r) => PASSED.has(r.status)).length;
  const missing = missingAreas(report);
  const verdict = verdictOf(report, must.length);
  if (missing.length > 0 && verdict !== 'none') return { label, message: `${missing.join('·')} missing`, color: 'red' };
  switch (verdict) {
    case 'none':
      return { label, message: 'no verdict', color: 'grey' };
    case 'fail': {
      const failing = report.summary.mustFailures.length;
      const stale = report.summary.stale?.length ?? 0;
      if (failing > 0) return { label, message: `${failing} MUST failing`, color: 'red' };
      if (stale > 0) return { label, message: `${stale} stale expectation${stale === 1 ? '' : 's'}`, color: 'red' };
      return { label, message: 'failing', color: 'red' };
    }
    case 'pass':
      // Known failures (XFAIL) let a run pass, but not every MUST passes: never green then.
      return { label, message: `${passed}/${must.length} MUST`, color: passed === must.length ? 'green' : 'yellow' };
  }
}

/** A JSON report of a run whose host never started has no verdicts: the badge says so, in red. */
function hostDidNotStart(json: unknown): boolean {
  if (typeof json !== 'object' || json === null) return false;
  const r = json as Record<string, unknown>;
  return (r.kit as { name?: unknown } | undefined)?.name === 'capkit' && 'error' in r && !('summary' in r);
}

/** The badge of a report file; a file that is no capkit report is a usage error naming it. */
export function badgeOfFile(file: string, label = 'capkit'): Badge {
  const text = readInputText(file, `report ${file}`);
  try {
    if (hostDidNotStart(JSON.parse(text))) return { label, message: 'host did not start', color: 'red' };
  } catch {
    // not JSON: parseRunReport words the error
  }
  return badgeOf(parseRunReport(text, file), label);
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for SVG: markup escaped, and characters XML 1.0 forbids replaced. */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '\ufffd').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** Approximate width in px of text in 11px Verdana (what shields.io badges use); textLength makes it exact. */
export function textWidth(text: string): number {
  let width = 0;
  for (const c of text) {
    if (/[il.,:;|!'`]/.test(c)) width += 3.5;
    else if (c === ' ') width += 3.9;
    else if (/[fjrt()\[\]/\\-]/.test(c)) width += 4.7;
    else if (/[mwMW]/.test(c)) width += 10.5;
    else if (/[A-Z]/.test(c)) width += 7.7;
    else width += 6.9;
  }
  return Math.ceil(width);
}

/** A flat, shields-style two-part badge. */
export function renderBadge(badge: Badge): string {
  const label = escapeXml(badge.label);
  const message = escapeXml(badge.message);
  const lw = textWidth(badge.label) + 10;
  const mw = textWidth(badge.message) + 10;
  const w = lw + mw;
  const title = `${label}: ${message}`;
  const text = (x: number, width: number, content: string): string =>
    `<text aria-hidden="true" x="${x * 10}" y="150" fill="#010101" fill-opacity=".3" transform="scale(.1)" textLength="${(width - 10) * 10}">${content}</text>` +
    `<text x="${x * 10}" y="140" transform="scale(.1)" fill="#fff" textLength="${(width - 10) * 10}">${content}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="20" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    '<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>',
    `<clipPath id="r"><rect width="${w}" height="20" rx="3" fill="#fff"/></clipPath>`,
    `<g clip-path="url(#r)"><rect width="${lw}" height="20" fill="#555"/><rect x="${lw}" width="${mw}" height="20" fill="${FILL[badge.color]}"/><rect width="${w}" height="20" fill="url(#s)"/></g>`,
    `<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" text-rendering="geometricPrecision" font-size="110">`,
    text(lw / 2, lw, label),
    text(lw + mw / 2, mw, message),
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}

export interface BadgeArgv {
  report?: string;
  out?: string;
}

/** `capkit report badge <report.json> [--out badge.svg]`: writes the SVG, says what it shows. */
export function badgeCommand(argv: BadgeArgv): number {
  const badge = badgeOfFile(argv.report!);
  const out = argv.out ?? 'badge.svg';
  writeFileEnsuringDir(out, renderBadge(badge));
  process.stdout.write(`wrote ${terminalSafe(out)}: ${terminalSafe(badge.label)} | ${terminalSafe(badge.message)} (${badge.color})\n`);
  return 0;
}
