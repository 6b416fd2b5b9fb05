// The wording of what went wrong while a child loaded a plugin's code: why a tool entry could not be
// loaded (it ended the process or did not finish in time), and what the code printed. One sentence each,
// naming the file through the diagnostic it becomes.
import { formatDuration } from './timeout-option.js';

/**
 * Codes of diagnostics about how the plugin's code behaved when loaded, not about its registry content:
 * they make inspect fail, but are not why a candidate generation would not commit.
 */
export const PRINTS_AT_LOAD = 'prints-at-load';
export const INSPECT_FAILED = 'inspect-failed';
/** Plugin code wrote on the channel the kit's own code reports on (fd 3 of the child). */
export const FORGED_MESSAGE = 'forged-message';
/** A symbolic link in the plugin that leads out of it, nowhere, or into a loop. */
export const SYMBOLIC_LINK = 'symbolic-link';
export const LOAD_CODES: ReadonlySet<string> = new Set([PRINTS_AT_LOAD, INSPECT_FAILED, FORGED_MESSAGE, SYMBOLIC_LINK]);

/** How a child stopped before it sent its report. */
export type Stop =
  | { kind: 'exit'; code: number | null; signal: string | null; detail?: string }
  | { kind: 'timeout'; ms: number };

function ending(stop: Extract<Stop, { kind: 'exit' }>): string {
  if (stop.detail !== undefined) return `ended the process (${stop.detail})`;
  if (stop.signal !== null) return `ended the process (signal ${stop.signal})`;
  return `ended the process (exit code ${stop.code})`;
}

/** Why the tool entry being loaded when the child stopped is not a tool (prepare prefixes "not a tool entry"). */
export function entryFailure(stop: Stop): string {
  if (stop.kind === 'timeout') return `did not finish loading within ${formatDuration(stop.ms)} (does its import loop or wait forever?); --timeout gives it longer`;
  return `${ending(stop)} while it was being loaded: a tool entry must not end the process that loads it`;
}

/** Why a plugin could not be inspected when no tool entry was being loaded (preparing it, or later). */
export function pluginFailure(stop: Stop, phase: string): string {
  if (stop.kind === 'timeout') return `inspecting stopped at the time limit of ${formatDuration(stop.ms)} while ${phase}; --timeout gives it longer`;
  return `the plugin's code ${ending(stop)} while ${phase}`;
}

/** Before any entry loads, only the kit's own code runs: a child stopping then is the kit's defect. */
export function startFailure(stop: Stop, stderr: string): string {
  // Node's own crash text opens with a source location; the "…Error: …" line says what happened.
  const lines = stderr.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  const said = lines.find((l) => /^\w*Error\b/.test(l)) ?? lines[0];
  const how = stop.kind === 'timeout' ? `did not start within ${formatDuration(stop.ms)}` : ending(stop);
  return `inspect: the child process that loads plugin code ${how} before loading any of it${said === undefined ? '' : `: ${said}`}`;
}

const SNIPPET = 120;

/** What a module printed, quoted (JSON string, so its control characters stay visible) and cut short. */
export function quoteOutput(text: string): string {
  const cut = text.length > SNIPPET ? `${text.slice(0, SNIPPET)}…` : text;
  return `${JSON.stringify(cut)}${text.length > SNIPPET ? ` (${text.length} characters)` : ''}`;
}

/**
 * A tool entry that prints while it is loaded would write into whatever stream its host speaks on (a
 * stdio host's protocol channel is its stdout): on stdout that is an error, on stderr a warning.
 */
export function outputReason(stream: 'stdout' | 'stderr', text: string, whileLoading: boolean): string {
  const when = whileLoading ? 'while it was being loaded' : 'outside the import of any tool entry';
  const why = stream === 'stdout' ? 'a tool entry must not print on stdout, where a stdio host speaks its protocol' : 'shown here so it is not lost';
  return `printed ${quoteOutput(text)} on ${stream} ${when}: ${why}`;
}

/** A line plugin code wrote on the kit's channel: whatever it claims, it is not the kit's verdict. */
export function forgeryReason(text: string): string {
  return `wrote ${quoteOutput(text)} on the channel the kit reports on (file descriptor 3): plugin code must not speak for the kit; this line was ignored`;
}
