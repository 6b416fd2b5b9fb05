// What `capkit fuzz` prints at the end of a campaign: agreement, a table of disagreement classes (count,
// first seen, shrunk example, fixture and a replay line per class), or a host that failed to answer
// (CRASH, TIMEOUT, ERROR: never a "disagreement", never an "agrees"). Outside text is shown terminal-safe.
import pc from 'picocolors';
import { MAX_EXAMPLES, type CampaignFailure, type CampaignOutcome, type ClassExample, type FoundClass } from './campaign.js';
import { terminalSafe, terminalSafeLines } from '../ui/terminal-text.js';
import { terminalSafeJson } from '../ui/terminal-json.js';

const json = (value: unknown): string => terminalSafeJson(JSON.stringify(value) ?? String(value));
const cut = (text: string, max = 160): string => (text.length > max ? `${text.slice(0, max)}…` : text);
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

export interface CampaignRun {
  area: string;
  seed: number;
  /** How the host is named on a command line ('' for the reference). */
  hostArgs: string;
  /** The host's name and version, as it said in hello. */
  who: string;
}

export function rate(outcome: Pick<CampaignOutcome, 'cases' | 'elapsedMs'>): string {
  return `${(outcome.cases / Math.max(outcome.elapsedMs / 1000, 0.001)).toFixed(1)} cases/s`;
}

export function replayLine(run: CampaignRun, tail: string): string {
  return `npx capkit fuzz ${run.area}${run.hostArgs ? ` ${run.hostArgs}` : ''} --seed ${run.seed} ${tail}`;
}

export function formatCampaignAgreement(run: CampaignRun, o: CampaignOutcome): string {
  const who = terminalSafe(run.who);
  if (o.replaying) return `${pc.green('✔')} ${who} agrees with the reference on the replayed case (seed ${run.seed}): the disagreement did not reproduce`;
  return `${pc.green('✔')} ${who} agrees with the reference on ${o.cases} generated case(s) (seed ${run.seed}, ${rate(o)}${o.interrupted ? ', stopped by --time' : ''})`;
}

function classLines(run: CampaignRun, ordinal: number, c: FoundClass, fixtures: readonly string[]): string[] {
  const { testCase, host, reference, finding } = c.example;
  const i = finding.step;
  const first = `case ${c.firstCase} (${seconds(c.firstMs)})`;
  return [
    `  ${pc.bold(`class ${ordinal}`)}  ${terminalSafe(c.requirement)}  ${terminalSafe(c.shape)}  ${pc.dim('count')} ${c.count}  ${pc.dim('first seen')} ${first}  ${pc.dim(`shrunk in ${c.shrinks} step(s) to ${testCase.steps.length} step(s)`)}`,
    ...(c.detail ? [`    ${pc.dim('shape:')} ${terminalSafe(c.detail)}`] : []),
    `    step ${i}: ${cut(json(testCase.steps[i]))}`,
    `      host:      ${cut(json(host[i]))}`,
    `      reference: ${cut(json(reference[i]))}`,
    `    setup: ${cut(json(testCase.setup))}`,
    `    fixture: ${terminalSafe(fixtures[0] ?? '')}`,
    `    replay: ${replayLine(run, `--path ${JSON.stringify(c.path)}`)}`,
    ...c.others.flatMap((o, k) => otherLines(run, k + 2, o, fixtures[k + 1] ?? '')),
  ];
}

/** A further example of the class, of another finer shape: maybe another cause. */
function otherLines(run: CampaignRun, nth: number, o: ClassExample, fixture: string): string[] {
  const { testCase, host, reference, finding } = o.example;
  const i = finding.step;
  return [
    `    ${pc.bold(`example ${nth}`)}, another shape: ${terminalSafe(o.detail)}  ${pc.dim('count')} ${o.count}  ${pc.dim('first seen')} case ${o.firstCase}  ${pc.dim(`shrunk in ${o.shrinks} step(s) to ${testCase.steps.length} step(s)`)}`,
    `      step ${i}: ${cut(json(testCase.steps[i]))}`,
    `        host:      ${cut(json(host[i]))}`,
    `        reference: ${cut(json(reference[i]))}`,
    `      setup: ${cut(json(testCase.setup))}`,
    `      fixture: ${terminalSafe(fixture)}`,
    `      replay: ${replayLine(run, `--path ${JSON.stringify(o.path)}`)}`,
  ];
}

export function formatClasses(run: CampaignRun, o: CampaignOutcome, fixtures: readonly (readonly string[])[]): string {
  const what = o.replaying ? 'on the replayed case' : `in ${o.cases} case(s) (seed ${run.seed}, ${rate(o)}${o.interrupted ? ', stopped by --time' : ''})`;
  const examples = o.classes.reduce((n, c) => n + 1 + c.others.length, 0);
  const lines = [pc.red(pc.bold(`✘ ${terminalSafe(run.who)} disagrees with the reference: ${o.classes.length} class(es) ${what}`))];
  if (examples > o.classes.length) lines.push(pc.dim(`  ${examples} shrunk examples: a class shows up to ${MAX_EXAMPLES} of different shapes, each maybe a cause of its own`));
  lines.push(pc.dim('  class  requirement  shape  count  first seen'));
  o.classes.forEach((c, k) => lines.push(...classLines(run, k + 1, c, fixtures[k]!)));
  return lines.join('\n');
}

export function formatCampaignFailure(run: CampaignRun, f: CampaignFailure, o: CampaignOutcome): string {
  const lines = [
    pc.red(pc.bold(`✘ ${terminalSafe(run.who)}: ${f.status} on case ${terminalSafe(f.testCase.id)}`)) +
      pc.dim(` (generated case ${f.run}; the host did not answer, so nothing was compared or shrunk)`),
    ...terminalSafeLines(f.message).split('\n').map((l) => `  ${l}`),
    `  setup: ${cut(json(f.testCase.setup))}`,
    ...f.testCase.steps.slice(0, 5).map((s, i) => `  step ${i}: ${cut(json(s))}`),
    ...(f.testCase.steps.length > 5 ? [pc.dim(`  … ${f.testCase.steps.length - 5} more step(s)`)] : []),
    // Replaying every case up to the failing one recreates whatever state the host was in.
    `  replay: ${replayLine(run, `--runs ${f.run}`)}`,
  ];
  if (o.classes.length > 0) lines.push(pc.dim(`  (${o.classes.length} disagreement class(es) were found before; they are listed above)`));
  return lines.join('\n');
}
