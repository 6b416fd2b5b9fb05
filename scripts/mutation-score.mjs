#!/usr/bin/env node
// Reads Stryker's JSON report (mutation-testing-report-schema) and prints the mutation score per area of
// the reference implementation: reference-impl/permits, reference-impl/access, reference-impl/registry, …
// It also fails (exit 1) when an entry of selftest/mutation/equivalents/ matched no mutant of its file: a stale
// entry, like a stale expectation, would otherwise hide the next real survivor that happens to fit it.
// Usage: node scripts/mutation-score.mjs [report.json] [--files] [--survivors] [--markdown] [--min <percent>] [--equivalents <folder|list.json>]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EQUIVALENTS_DIR, ignoreReasonOf, loadEquivalents } from './stryker-ignore-equivalents.mjs';

export const DEFAULT_REPORT = 'reports/mutation/mutation.json';

/** Stryker's own buckets: only detected and undetected mutants enter the score. */
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const INVALID = new Set(['CompileError', 'RuntimeError']);

/** The area of a mutated file: its folder below reference-impl/ (root files are `reference-impl`). */
export function areaOf(file) {
  const path = file.replaceAll('\\', '/');
  const at = path.indexOf('reference-impl/');
  if (at < 0) return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '.';
  const rest = path.slice(at + 'reference-impl/'.length);
  const slash = rest.indexOf('/');
  return slash < 0 ? 'reference-impl' : `reference-impl/${rest.slice(0, slash)}`;
}

function emptyRow(name) {
  return { name, killed: 0, timeout: 0, survived: 0, noCoverage: 0, invalid: 0, ignored: 0, equivalents: 0 };
}

/** Ignored mutants that a reviewed entry of selftest/mutation/equivalents/ accounts for (a part of `ignored`). */
const isListedEquivalent = (mutant) => mutant.status === 'Ignored' && String(mutant.statusReason ?? '').startsWith('equivalent: ');

function count(row, status) {
  if (status === 'Killed') row.killed++;
  else if (status === 'Timeout') row.timeout++;
  else if (status === 'Survived') row.survived++;
  else if (status === 'NoCoverage') row.noCoverage++;
  else if (INVALID.has(status)) row.invalid++;
  else row.ignored++;
}

/** Percentage of detected among detected + undetected, or null when nothing was scored. */
export function scoreOf(row) {
  const detected = row.killed + row.timeout;
  const total = detected + row.survived + row.noCoverage;
  return total === 0 ? null : (100 * detected) / total;
}

function checkReport(report, source) {
  if (typeof report !== 'object' || report === null || typeof report.files !== 'object' || report.files === null) {
    throw new Error(`${source}: not a Stryker JSON report (no "files" object)`);
  }
}

/** Rows per area (sorted by name) plus a total row; `byFile` gives one row per mutated file instead. */
export function scoreRows(report, { byFile = false, source = 'report' } = {}) {
  checkReport(report, source);
  const rows = new Map();
  const total = emptyRow('total');
  for (const [file, entry] of Object.entries(report.files)) {
    const mutants = entry?.mutants;
    if (!Array.isArray(mutants)) throw new Error(`${source}: file ${file} has no "mutants" array`);
    const name = byFile ? file : areaOf(file);
    const row = rows.get(name) ?? emptyRow(name);
    rows.set(name, row);
    for (const mutant of mutants) {
      count(row, mutant.status);
      count(total, mutant.status);
      if (isListedEquivalent(mutant)) {
        row.equivalents++;
        total.equivalents++;
      }
    }
  }
  return { rows: [...rows.values()].sort((a, b) => a.name.localeCompare(b.name)), total };
}

/** Every undetected mutant with its place and replacement, for review. */
export function undetected(report, source = 'report') {
  checkReport(report, source);
  const out = [];
  for (const [file, entry] of Object.entries(report.files)) {
    for (const m of entry.mutants ?? []) {
      if (!UNDETECTED.has(m.status)) continue;
      const line = m.location?.start?.line ?? 0;
      const column = m.location?.start?.column ?? 0;
      const original = originalText(entry.source, m.location);
      out.push({ file, line, column, mutator: m.mutatorName, status: m.status, original, replacement: withoutDirectives(m.replacement ?? '') });
    }
  }
  return out.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

function originalText(source, location) {
  if (typeof source !== 'string' || !location?.start || !location?.end) return '';
  const lines = source.split('\n');
  const { start, end } = location;
  if (start.line === end.line) return (lines[start.line - 1] ?? '').slice(start.column - 1, end.column - 1);
  return `${(lines[start.line - 1] ?? '').slice(start.column - 1)}…`;
}

/** The exact text a mutant replaces (report lines and columns count from 1). */
export function exactText(source, location) {
  if (typeof source !== 'string' || !location?.start || !location?.end) return undefined;
  const offsets = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') offsets.push(i + 1);
  const at = ({ line, column }) => (offsets[line - 1] ?? source.length) + column - 1;
  return source.slice(at(location.start), at(location.end));
}

function ignoredBy(entry, mutant, source) {
  if (mutant.status !== 'Ignored' || mutant.statusReason !== ignoreReasonOf(entry)) return false;
  if (entry.mutator === 'all') return true;
  if (mutant.mutatorName !== entry.mutator || exactText(source, mutant.location) !== entry.original) return false;
  const line = (source.split('\n')[mutant.location.start.line - 1] ?? '').trim();
  return entry.context === undefined || line === entry.context;
}

/** Entries that ignored no mutant of their file; files the report did not mutate are not judged. */
export function staleEquivalents(report, list, source = 'report') {
  checkReport(report, source);
  const byPath = new Map(Object.entries(report.files).map(([file, entry]) => [file.replaceAll('\\', '/'), entry]));
  const fileOf = (file) => [...byPath].find(([path]) => path === file || path.endsWith(`/${file}`))?.[1];
  return list.filter((entry) => {
    const file = fileOf(entry.file);
    return file !== undefined && !(file.mutants ?? []).some((m) => ignoredBy(entry, m, file.source));
  });
}

export function formatStale(list) {
  return [
    `${list.length} stale entr${list.length === 1 ? 'y' : 'ies'} in selftest/mutation/equivalents/ (no mutant matched; remove or update them):`,
    ...list.map((e) => `  ${e.file} ${e.mutator}: ${shortened(e.original)}`),
  ].join('\n');
}

/** The directives the equivalents ignorer adds show up in Stryker's printed replacements; they are not the mutant. */
const withoutDirectives = (text) => text.replace(/\/\* Stryker (disable|restore) next-line [^\n]*?\*\/\s*/g, '');

const percent = (row) => {
  const s = scoreOf(row);
  return s === null ? 'n/a' : `${s.toFixed(2)}%`;
};

const COLUMNS = ['area', 'score', 'killed', 'timeout', 'survived', 'no coverage', 'errors', 'ignored', 'of them listed equivalents'];

function cells(row) {
  return [row.name, percent(row), row.killed, row.timeout, row.survived, row.noCoverage, row.invalid, row.ignored, row.equivalents].map(String);
}

/** A Markdown table (README, CI step summary) or an aligned plain-text table. */
export function formatTable({ rows, total }, { markdown = false, first = 'area' } = {}) {
  const header = [first, ...COLUMNS.slice(1)];
  const body = [...rows, total].map(cells);
  if (markdown) {
    const line = (c) => `| ${c.join(' | ')} |`;
    return [line(header), line(header.map((_, i) => (i === 0 ? '---' : '---:'))), ...body.map(line)].join('\n');
  }
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((c) => (c[i] ?? '').length)));
  const line = (c) => c.map((text, i) => (i === 0 ? text.padEnd(widths[i]) : text.padStart(widths[i]))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

function shortened(text, max = 60) {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

export function formatSurvivors(list) {
  if (list.length === 0) return 'no surviving mutants';
  return list
    .map((s) => `${s.file}:${s.line}:${s.column} ${s.status} ${s.mutator}: ${shortened(s.original)} → ${shortened(s.replacement)}`)
    .join('\n');
}

function parseArgs(argv) {
  const options = { report: DEFAULT_REPORT, files: false, survivors: false, markdown: false, min: undefined, equivalents: EQUIVALENTS_DIR };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--files') options.files = true;
    else if (arg === '--survivors') options.survivors = true;
    else if (arg === '--markdown') options.markdown = true;
    else if (arg === '--min') {
      const value = Number(argv[++i]);
      if (!Number.isFinite(value) || value < 0 || value > 100) throw new Error(`--min needs a percentage 0–100, got ${JSON.stringify(argv[i])}`);
      options.min = value;
    } else if (arg === '--equivalents') {
      if (argv[i + 1] === undefined) throw new Error('--equivalents needs the path of a list');
      options.equivalents = argv[++i];
    } else if (arg.startsWith('--')) throw new Error(`unknown option ${arg} (known: --files, --survivors, --markdown, --min <percent>, --equivalents <list.json>)`);
    else options.report = arg;
  }
  return options;
}

function readReport(path) {
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${path} (${error.code ?? error.message}); run \`npm run mutation\` first`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not valid JSON: ${error.message}`);
  }
}

export function main(argv) {
  const options = parseArgs(argv);
  const path = resolve(options.report);
  const report = readReport(path);
  const scored = scoreRows(report, { source: path });
  const lines = [formatTable(scored, { markdown: options.markdown })];
  if (options.files) lines.push('', formatTable(scoreRows(report, { byFile: true, source: path }), { markdown: options.markdown, first: 'file' }));
  if (options.survivors) lines.push('', formatSurvivors(undetected(report, path)));
  const total = scoreOf(scored.total);
  let code = 0;
  if (options.min !== undefined && (total === null || total < options.min)) {
    lines.push('', `mutation score ${percent(scored.total)} is below the required ${options.min}%`);
    code = 1;
  }
  const stale = staleEquivalents(report, loadEquivalents(resolve(options.equivalents)), path);
  if (stale.length > 0) {
    lines.push('', formatStale(stale));
    code = 1;
  }
  return { text: lines.join('\n'), code };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    const { text, code } = main(process.argv.slice(2));
    console.log(text);
    process.exitCode = code;
  } catch (error) {
    console.error(`mutation-score: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  }
}
