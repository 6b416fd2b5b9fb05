// `capkit report merge|render`: reports written from the one canonical JSON record, after the run.
import { terminalSafe } from '../ui/terminal-text.js';
import type { Argv } from 'yargs';
import pc from 'picocolors';
import { badgeCommand } from '../report/badge.js';
import { compareReports, describeComparison } from '../report/compare.js';
import { renderHtml } from '../report/html.js';
import { renderMarkdown } from '../report/markdown.js';
import { exitCodeOf } from '../run/exit-code.js';
import { mergeReports } from '../report/merge.js';
import { readRunReport } from '../report/read-report.js';
import { writeFileEnsuringDir } from '../run/report-outputs.js';
import { UsageError } from '../usage-error.js';
import { dispatch } from '../dispatch.js';
import { readMatrixReportIfAny } from '../report/read-matrix.js';
import { renderMatrixHtml } from '../report/matrix-html.js';
import { renderMatrixMarkdown } from '../report/matrix-markdown.js';

export function reportArgs(y: Argv) {
  return y
    .command('merge <reports..>', 'combine the JSON reports of every shard of one run into one report', (m) =>
      m
        .positional('reports', { type: 'string', array: true, demandOption: true, describe: 'shard reports (json)' })
        .option('out', { type: 'string', demandOption: true, describe: 'where to write the merged JSON report' })
        .option('html', { type: 'string', describe: 'also write the HTML report here' })
        .option('md', { type: 'string', describe: 'also write the Markdown summary here' }),
      exitWith(merge),
    )
    .command('render <report>', 'write the HTML and/or Markdown views of a JSON report', (r) =>
      r
        .positional('report', { type: 'string', demandOption: true, describe: 'a JSON report of capkit run (one host, or a matrix of several)' })
        .option('html', { type: 'string', describe: 'write the single-file HTML report here' })
        .option('md', { type: 'string', describe: 'write the Markdown summary here' })
        .option('compare', { type: 'string', describe: 'an older JSON report: mark NEW_FAILURE / FIXED' }),
      exitWith(render),
    )
    .command('badge <report>', 'write an SVG badge of a JSON report\'s MUST verdict, for a README', (b) =>
      b
        .positional('report', { type: 'string', demandOption: true, describe: 'a JSON report of capkit run' })
        .option('out', { type: 'string', default: 'badge.svg', describe: 'where to write the SVG' }),
      exitWith(badge),
    )
    .demandCommand(1, 'name a report command: merge, render or badge');
}

interface ReportArgv {
  reports?: string[];
  report?: string;
  out?: string;
  html?: string;
  md?: string;
  compare?: string;
}

/** The subcommands set the exit code themselves (yargs runs their handler, not the parent's). */
function exitWith(handler: (argv: ReportArgv) => number) {
  return dispatch(`report ${handler.name}`, (argv) => handler(argv as ReportArgv));
}

/** Only reached when no subcommand matched (yargs' demandCommand reports that first). */
export async function reportHandler(argv: Record<string, unknown>): Promise<number> {
  const words = Array.isArray(argv._) ? argv._ : [];
  throw new UsageError(`report: unknown command "${String(words[1] ?? '')}"; use merge, render or badge`);
}

function merge(argv: ReportArgv): number {
  const files = argv.reports ?? [];
  const merged = mergeReports(files.map((file) => ({ label: file, report: readRunReport(file) })));
  writeFileEnsuringDir(argv.out!, `${JSON.stringify(merged, null, 2)}\n`);
  if (argv.html) writeFileEnsuringDir(argv.html, renderHtml(merged));
  if (argv.md) writeFileEnsuringDir(argv.md, renderMarkdown(merged));
  const s = merged.summary;
  const verdict =
    s.verdict === 'pass'
      ? pc.green('every applicable MUST requirement passes')
      : s.verdict === 'none'
        ? pc.yellow(`no verdict: ${terminalSafe(s.noVerdict ?? 'nothing was tested')}`)
        : pc.red(`${s.mustFailures.length} MUST requirement(s) not met: ${terminalSafe(s.mustFailures.join(', '))}`);
  // Shard reports are outside text: every string of theirs goes through the one neutraliser.
  const from = terminalSafe(merged.run.mergedFrom?.join(', ') ?? '');
  process.stdout.write(`merged ${files.length} shard report(s) (${from}) into ${terminalSafe(argv.out!)}: ${Number(s.tests.total)} tests, ${verdict}\n`);
  return exitCodeOf(s);
}

function render(argv: ReportArgv): number {
  if (!argv.html && !argv.md) throw new UsageError('report render: give --html <file> and/or --md <file>');
  // A matrix record (several hosts) has views of its own.
  const matrix = readMatrixReportIfAny(argv.report!);
  if (matrix) {
    if (argv.compare) throw new UsageError('report render: --compare is for the report of one host, not a matrix record');
    if (argv.html) writeFileEnsuringDir(argv.html, renderMatrixHtml(matrix));
    if (argv.md) writeFileEnsuringDir(argv.md, renderMatrixMarkdown(matrix));
    return 0;
  }
  let report = readRunReport(argv.report!);
  if (argv.compare) {
    report = compareReports(report, readRunReport(argv.compare), argv.compare);
    process.stdout.write(`${terminalSafe(describeComparison(report.comparison!))}\n`);
  }
  if (argv.html) writeFileEnsuringDir(argv.html, renderHtml(report));
  if (argv.md) writeFileEnsuringDir(argv.md, renderMarkdown(report));
  return 0;
}

function badge(argv: ReportArgv): number {
  return badgeCommand(argv);
}
