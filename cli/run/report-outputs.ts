// The report formats `--report <format>:<file>` can write, all from the one canonical RunReport.
// A new format is one entry here (junit is written by vitest's own reporter during the run).
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { RunReport } from './report.js';
import { renderMarkdown } from '../report/markdown.js';
import { renderHtml } from '../report/html.js';

export type ReportWriter = (report: RunReport) => string;

export const REPORT_WRITERS: Record<string, ReportWriter> = {
  json: (report) => `${JSON.stringify(report, null, 2)}\n`,
  md: renderMarkdown,
  html: renderHtml,
};

export interface ReportOutput {
  format: string;
  file: string;
}

/** Outputs that could not be written; each line names one (the others were written). */
export class ReportWriteError extends Error {
  constructor(readonly failures: readonly string[]) {
    super(failures.join('\n'));
    this.name = 'ReportWriteError';
  }
}

/**
 * Makes the missing folders of `folder` one level at a time. (Node's recursive mkdir never returns
 * for a path below /proc: it retries the parent for ever.)
 */
function makeFolders(folder: string): void {
  const missing: string[] = [];
  let at = folder;
  while (!existsSync(at)) {
    missing.unshift(at);
    const up = dirname(at);
    if (up === at) break;
    at = up;
  }
  if (existsSync(at) && !statSync(at).isDirectory()) throw new Error(`${at} is a file, not a folder`);
  for (const dir of missing) mkdirSync(dir);
}

export function writeFileEnsuringDir(file: string, text: string): string {
  const path = resolve(file);
  makeFolders(dirname(path));
  writeFileSync(path, text);
  return path;
}

/** Writes every output, each on its own: one that fails never keeps the others from being written. */
export function writeReports(report: RunReport, outputs: readonly ReportOutput[]): void {
  const failures: string[] = [];
  for (const { format, file } of outputs) {
    const writer = REPORT_WRITERS[format];
    if (!writer) continue;
    try {
      writeFileEnsuringDir(file, writer(report));
    } catch (error) {
      failures.push(`--report ${format}:${file} was not written: ${(error as Error).message}`);
    }
  }
  if (failures.length > 0) throw new ReportWriteError(failures);
}
