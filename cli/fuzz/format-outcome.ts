// What `capkit fuzz` prints at the end: agreement, a shrunk disagreement, or a host that failed to answer
// (CRASH, TIMEOUT, ERROR: never a "disagreement", never an "agrees"). Everything that came from the host
// or from generated input is shown terminal-safe.
import pc from 'picocolors';
import type { Disagreement, FuzzOutcome, HostFailure } from './differential.js';
import type { FuzzInput } from './targets.js';
import { terminalSafe, terminalSafeLines } from '../ui/terminal-text.js';
import { terminalSafeJson } from '../ui/terminal-json.js';

const json = (value: unknown): string => terminalSafeJson(JSON.stringify(value) ?? String(value));
const SHOWN_STEPS = 5;

export interface FuzzRun {
  area: string;
  seed: number;
  /** How the host is named on a command line ('' for the reference). */
  hostArgs: string;
  /** The host's name and version, as it said in hello. */
  who: string;
  /** Whether this run replayed one counterexample (--path). */
  replaying: boolean;
}

function replayLine(run: FuzzRun, tail: string): string {
  return `  replay: npx capkit fuzz ${run.area}${run.hostArgs ? ` ${run.hostArgs}` : ''} --seed ${run.seed} ${tail}`;
}

function caseLines(input: FuzzInput, steps: readonly number[]): string[] {
  const lines = [`  setup: ${json(input.setup)}`];
  for (const i of steps.slice(0, SHOWN_STEPS)) lines.push(`  step ${i}: ${json(input.steps[i])}`);
  if (steps.length > SHOWN_STEPS) lines.push(pc.dim(`  … ${steps.length - SHOWN_STEPS} more step(s)`));
  return lines;
}

export function formatAgreement(run: FuzzRun, outcome: FuzzOutcome): string {
  const who = terminalSafe(run.who);
  if (run.replaying) return `${pc.green('✔')} ${who} agrees with the reference on the replayed case (seed ${run.seed}): the failure did not reproduce`;
  return `${pc.green('✔')} ${who} agrees with the reference on ${outcome.runs} generated case(s) (seed ${run.seed}${outcome.interrupted ? ', stopped by --time' : ''})`;
}

export function formatHostFailure(run: FuzzRun, f: HostFailure): string {
  const lines = [
    pc.red(pc.bold(`✘ ${terminalSafe(run.who)}: ${f.status} on case ${terminalSafe(f.caseId)}`)) +
      pc.dim(` (generated case ${f.run}; the host did not answer, so nothing was compared or shrunk)`),
    ...terminalSafeLines(f.message).split('\n').map((l) => `  ${l}`),
    ...caseLines(f.input, f.input.steps.map((_, i) => i)),
    // Replaying every case up to the failing one recreates whatever state the host was in.
    replayLine(run, f.path !== undefined ? `--path ${JSON.stringify(f.path)}` : `--runs ${f.run}`),
  ];
  return lines.join('\n');
}

export function formatDisagreement(run: FuzzRun, outcome: FuzzOutcome, d: Disagreement, path: string, shrinks: number, fixture: string): string {
  const lines = [pc.red(pc.bold(`✘ ${terminalSafe(run.who)} disagrees with the reference`)) + pc.dim(` (found after ${outcome.runs} case(s), shrunk in ${shrinks} step(s))`)];
  for (const i of d.steps.slice(0, SHOWN_STEPS)) {
    lines.push(`  step ${i}: ${json(d.input.steps[i])}`);
    lines.push(`    host:      ${json(d.host[i])}`);
    lines.push(`    reference: ${json(d.reference[i])}`);
  }
  lines.push(`  setup: ${json(d.input.setup)}`);
  lines.push(`  fixture written: ${terminalSafe(fixture)}`);
  lines.push(replayLine(run, `--path ${JSON.stringify(path)}`));
  return lines.join('\n');
}
