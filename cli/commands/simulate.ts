// `capkit simulate <scenario>`: runs a scenario (fixtures/scenarios/*.json) as one case of area turns
// against a host, checks its hand-written expectations, and prints the transcript: readable by default,
// raw JSON Lines with --json, or compared with a golden transcript with --diff (first divergence, exit 1).
import { checkInputFile, readInputText } from '../options/input-file.js';
import type { Argv } from 'yargs';
import pc from 'picocolors';
import { connect } from '../../host/connect.js';
import type { StepResult } from '../../host/protocol.js';
import { JsonTextError } from '../../host/json-text.js';
import { SchemaError } from '../../host/schema-error.js';
import { describeMismatch } from '../../simulator/check-expectations.js';
import { describeDivergence, firstDivergence } from '../../simulator/diff.js';
import { ScenarioFileError, loadScenarioFile } from '../../simulator/load-scenario.js';
import { HostLacksTurnsError, runScenario } from '../../simulator/run-scenario.js';
import type { ScenarioRun } from '../../simulator/run-scenario.js';
import type { Scenario } from '../../simulator/scenario.js';
import { referenceHostCompiled } from '../../spec/paths.js';
import { hostSpecFromArgs, isolatedSpec } from '../host-option.js';
import { UsageError } from '../usage-error.js';
import { terminalSafe, terminalSafeLines } from '../ui/terminal-text.js';
import { terminalSafeJson } from '../ui/terminal-json.js';

/** A failed expectation names values from the scenario and the host: terminal-safe. */
const mismatchText = (m: Parameters<typeof describeMismatch>[0]): string => terminalSafeLines(describeMismatch(m));

export function simulateArgs(y: Argv) {
  return y
    .positional('scenario', { type: 'string', demandOption: true, describe: 'a scenario file (see fixtures/scenarios/)' })
    .option('host', { type: 'string', describe: 'in-process host module (default: the reference)' })
    .option('host-cmd', { type: 'string', describe: 'stdio host command' })
    .option('json', { type: 'boolean', default: false, describe: 'print the raw transcript (JSON Lines)' })
    .option('diff', { type: 'string', describe: 'compare with a golden transcript; exit 1 at the first divergence' })
    .option('timeout-multiplier', { type: 'number', default: 1 });
}

type SimulateArgv = Awaited<ReturnType<ReturnType<typeof simulateArgs>['parseAsync']>>;

function load(path: string): Scenario {
  checkInputFile(path, path);
  try {
    return loadScenarioFile(path);
  } catch (error) {
    // A malformed scenario is the caller's mistake: one clear message, exit 2.
    if (error instanceof SchemaError || error instanceof JsonTextError || error instanceof ScenarioFileError) throw new UsageError(error.message);
    throw error;
  }
}

function readGolden(path: string): string {
  return readInputText(path, `--diff ${path}`);
}

// Everything a scenario or a host supplied is outside text: shown terminal-safe, never sent raw.
const show = (v: unknown): string => terminalSafeJson(JSON.stringify(v) ?? '');
const text = (v: unknown): string => terminalSafe(String(v));

function callText(r: StepResult): string {
  if (r.error !== undefined && typeof r.error === 'object') return pc.red(`error ${show((r.error as { code?: unknown }).code)}`);
  const outcome = text(r.outcome);
  const color = outcome === 'result' ? pc.green : outcome === 'failed' ? pc.yellow : pc.red;
  const parts = [color(outcome)];
  if (r.stage !== undefined) parts.push(`stage ${text(r.stage)}`);
  parts.push(r.asked === true ? pc.magenta('asked') : pc.dim('not asked'));
  if (r.output !== undefined) parts.push(pc.dim(`→ ${show(r.output)}`));
  if (r.error !== undefined) parts.push(pc.dim(`(${text(r.error)})`));
  return parts.join('  ');
}

/** The readable form: per turn, each call with outcome/stage/asked, then journal and prompt sections. */
export function renderRun(scenario: Scenario, run: ScenarioRun): string {
  const out: string[] = [pc.bold(`scenario ${text(scenario.name)}`) + pc.dim(`  [${text(scenario.requirements.join(', '))}]`), pc.dim(text(scenario.description))];
  run.plan.forEach(({ step, origin }, t) => {
    const r = run.results[t] ?? {};
    const err = (r.error as { code?: unknown } | undefined)?.code;
    const clock = pc.dim(`t=${t}`.padEnd(5));
    if (origin.kind === 'load' || (origin.kind === 'move' && step.op === 'load')) {
      out.push(`${clock} ${pc.cyan('load')}  ${err !== undefined ? pc.red(`error ${text(err)}`) : `generation ${text(r.generation)}`}`);
    } else if (origin.kind === 'provider') {
      out.push(`${clock} ${pc.cyan('provider')} ${show((step.provider as { id?: unknown }).id)}  ${err !== undefined ? pc.red(`error ${text(err)}`) : text(r.disposer)}`);
    } else if (origin.kind === 'startTurn') {
      const head = `turn ${origin.turn + 1}: session ${text(step.session)}, ${text(step.profile)}, ${step.port === null || step.profile === 'scheduled' ? 'unattended' : 'attended'}`;
      out.push('', pc.bold(head));
      out.push(`${clock} ${pc.cyan('start')} ${err !== undefined ? pc.red(`error ${text(err)}`) : `${text(r.turn)} on generation ${text(r.generation)}`}`);
    } else if (origin.kind === 'prompt') {
      const sections = Array.isArray(r.sections) ? (r.sections as { id: string; content: string; cut: boolean }[]) : [];
      out.push(`${clock} ${pc.cyan('prompt')} ${sections.length} section(s), ${text(r.totalChars)} chars`);
      for (const s of sections) out.push(`        ${text(s.id)}${s.cut ? pc.yellow(' (cut)') : ''}  ${pc.dim(show(s.content))}`);
    } else if (step.op === 'call') {
      out.push(`${clock} ${pc.cyan('call')}  ${text(step.tool)} ${pc.dim(show(step.input))}  ${callText(r)}`);
    } else if (step.op === 'abort') {
      out.push(`${clock} ${pc.cyan('abort')}`);
    } else if (origin.kind === 'journal') {
      const entries = Array.isArray(r.entries) ? (r.entries as { type: string; tool: string; stage?: string }[]) : [];
      out.push(`${clock} ${pc.cyan('journal')} ${entries.map((e) => text(`${e.type}(${e.tool}${e.stage ? `, ${e.stage}` : ''})`)).join(' ') || pc.dim('(empty)')}`);
    } else if (origin.kind === 'endTurn') {
      out.push(`${clock} ${pc.cyan('end')}`);
    }
  });
  out.push('');
  if (run.mismatches.length === 0) out.push(pc.green(`✔ every expectation of ${text(scenario.name)} holds`));
  else out.push(pc.red(`✘ ${run.mismatches.length} expectation(s) of ${text(scenario.name)} failed:`), ...run.mismatches.map((m) => `  ${mismatchText(m)}`));
  return out.join('\n');
}

export async function simulateHandler(argv: SimulateArgv): Promise<number> {
  const scenario = load(String(argv.scenario));
  const golden = argv.diff === undefined ? undefined : readGolden(argv.diff);
  const spec = hostSpecFromArgs(argv);
  // The built-in reference runs in-process; any other module host in a child process, so it can be timed out.
  const target = spec.kind === 'module' && spec.path === referenceHostCompiled ? spec : isolatedSpec(spec);
  const host = await connect(target, { timeoutMultiplier: argv['timeout-multiplier'] });
  let run: ScenarioRun;
  try {
    run = await runScenario(host, scenario);
  } catch (error) {
    if (error instanceof HostLacksTurnsError) throw new UsageError(`${terminalSafe(host.hello.implementation.name)}: ${error.message}`);
    process.stderr.write(`${pc.red('capkit simulate:')} ${terminalSafeLines((error as Error).message)}\n`);
    return 1;
  } finally {
    await host.close();
  }
  const failed = run.mismatches.length > 0;
  if (argv.json) {
    // JSON Lines for files and pipes byte for byte; on a terminal with DEL/C1 controls escaped (same JSON).
    process.stdout.write(process.stdout.isTTY ? terminalSafeJson(run.transcript) : run.transcript);
    for (const m of run.mismatches) process.stderr.write(`${pc.red('expectation failed:')} ${mismatchText(m)}\n`);
  } else if (golden === undefined) {
    process.stdout.write(`${renderRun(scenario, run)}\n`);
  }
  if (golden !== undefined) {
    const divergence = firstDivergence(golden, run.transcript);
    if (divergence) {
      // with --json, stdout is the transcript alone
      (argv.json ? process.stderr : process.stdout).write(`${pc.red(`${terminalSafe(argv.diff!)}:`)} ${terminalSafeLines(describeDivergence(divergence))}\n`);
      return 1;
    }
    if (!argv.json) process.stdout.write(`${pc.green('✔')} transcript equals ${terminalSafe(argv.diff!)}${failed ? '' : ' and every expectation holds'}\n`);
    if (!argv.json && failed) process.stdout.write(run.mismatches.map((m) => pc.red(`✘ ${mismatchText(m)}`)).join('\n') + '\n');
  }
  return failed ? 1 : 0;
}
