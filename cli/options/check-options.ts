// The checks every command's options get before its handler runs (so before any host starts, any suite
// runs or any file is written): repeated options, numbers in range, durations, writable outputs.
import { REPORT_WRITERS } from '../run/report-outputs.js';
import { UsageError } from '../usage-error.js';
import { parseDuration } from './duration.js';
import { checkPositiveInteger, checkSeed, checkPropertyRuns, checkTimeoutMultiplier } from './numbers.js';
import { checkOutputFiles, checkWritableFolder } from './output-path.js';
import type { PathUse } from './output-path.js';
import { settleRepeatedOptions } from './repeated.js';

type OutputKind = 'file' | 'folder' | 'format:file';

/** The options through which each command writes, by command (`report merge`: command and subcommand). */
const OUTPUTS: Record<string, Record<string, OutputKind>> = {
  run: { report: 'format:file', reporter: 'format:file' },
  'report merge': { out: 'file', html: 'file', md: 'file' },
  'report render': { html: 'file', md: 'file' },
  'report badge': { out: 'file' },
  init: { dir: 'folder' },
  bench: { json: 'file' },
  fuzz: { out: 'folder' },
  expectations: { file: 'file' },
};

/** The options (and positionals) naming files each command reads: no output may be written over one. */
const INPUTS: Record<string, readonly string[]> = {
  run: ['compare', 'expectations', 'config'],
  'report merge': ['reports'],
  'report render': ['report', 'compare'],
  'report badge': ['report'],
  trace: ['from'],
  expectations: ['from'],
};

/** Options a command takes several times although they hold one value each (`run`: several hosts, a matrix). */
const REPEATABLE: Record<string, readonly string[]> = { run: ['host', 'host-cmd'] };

const DURATIONS: Record<string, readonly string[]> = { fuzz: ['time'], bench: ['time'] };

const REPORT_FORMATS = [...Object.keys(REPORT_WRITERS), 'junit'];

function commandOf(argv: Record<string, unknown>): string {
  const words = (Array.isArray(argv._) ? argv._ : []).map(String);
  return words[0] === 'report' && words[1] !== undefined ? `report ${words[1]}` : (words[0] ?? '');
}

/** `json:out/r.json` → its file; an unknown format is refused with the list of formats. */
export function fileOfReportOption(value: string, option: string): string {
  const m = /^([a-z]+):(.+)$/.exec(value);
  if (!m || !REPORT_FORMATS.includes(m[1]!)) {
    throw new UsageError(`${option} "${value}": expected <format>:<file> with format one of ${REPORT_FORMATS.join(', ')}`);
  }
  return m[2]!;
}

function valuesOf(raw: unknown): string[] {
  if (raw === undefined || raw === false || raw === true) return [];
  return (Array.isArray(raw) ? raw : [raw]).map(String);
}

function checkOutputs(command: string, argv: Record<string, unknown>): void {
  const files: PathUse[] = [];
  for (const [option, kind] of Object.entries(OUTPUTS[command] ?? {})) {
    for (const value of valuesOf(argv[option])) {
      const label = `--${option} ${value}`;
      if (kind === 'folder') checkWritableFolder(value, label);
      else files.push({ label, file: kind === 'format:file' ? fileOfReportOption(value, `--${option}`) : value });
    }
  }
  const inputs = (INPUTS[command] ?? []).flatMap((name) =>
    valuesOf(argv[name]).map((file) => ({ label: name === 'reports' || name === 'report' ? `the report ${file}` : `--${name} ${file}`, file })),
  );
  checkOutputFiles(files, inputs);
}

export interface DeclaredOptions {
  /** Options (and variadic positionals) declared as arrays: they may repeat. */
  arrays: readonly string[];
  /** Options (not positionals) that take a string: given, they need one. */
  strings: readonly string[];
}

/** `--grep` or `--report` with nothing after it would quietly mean "everything" or "nowhere". */
function checkValuesGiven(argv: Record<string, unknown>, strings: readonly string[]): void {
  for (const option of strings) {
    const value = argv[option];
    const empty = value === '' || (Array.isArray(value) && (value.length === 0 || value.some((v) => v === '')));
    if (empty) throw new UsageError(`--${option} needs a value (see capkit ${commandOf(argv)} --help)`);
  }
}

/** Checks (and settles repeated options of) the parsed `argv` of one command. */
export function checkOptions(argv: Record<string, unknown>, declared: DeclaredOptions): void {
  const command = commandOf(argv);
  settleRepeatedOptions(argv, [...declared.arrays, ...(REPEATABLE[command] ?? [])]);
  checkValuesGiven(argv, declared.strings);
  if (argv['timeout-multiplier'] !== undefined) checkTimeoutMultiplier(argv['timeout-multiplier']);
  if (argv.seed !== undefined) checkSeed(argv.seed);
  if (argv['property-runs'] !== undefined) checkPropertyRuns(argv['property-runs']);
  for (const option of ['runs', 'samples', 'jobs']) {
    if (argv[option] !== undefined) checkPositiveInteger(argv[option], `--${option}`);
  }
  for (const option of DURATIONS[command.split(' ')[0]!] ?? []) {
    if (argv[option] !== undefined) parseDuration(String(argv[option]), `--${option}`);
  }
  checkOutputs(command, argv);
}
