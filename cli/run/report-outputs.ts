// The report formats `--report <format>:<file>` can write, all from the one canonical RunReport.
// A new format is one entry here (junit is written by vitest's own reporter during the run).
import { mkdirSync, writeFileSync } from 'node:fs';
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

export function writeFileEnsuringDir(file: string, text: string): string {
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return path;
}

export function writeReports(report: RunReport, outputs: readonly ReportOutput[]): void {
  for (const { format, file } of outputs) {
    const writer = REPORT_WRITERS[format];
    if (writer) writeFileEnsuringDir(file, writer(report));
  }
}
