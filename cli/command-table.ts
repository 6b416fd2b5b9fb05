// Every command of `capkit`: its yargs form, what `--help` says of it, and how to load its options and
// handler. Loading is on demand, so `capkit --help` (or `capkit list`) never imports what `run` needs
// (vitest, vite, ajv, fast-check).
import type { Argv } from 'yargs';
import type { Handler } from './dispatch.js';

export type Builder = (y: Argv) => Argv<unknown>;

export interface CommandModule {
  builder: Builder;
  handler: Handler;
}

export interface CommandEntry {
  form: string;
  describe: string;
  load: () => Promise<CommandModule>;
}

const entry = <M>(form: string, describe: string, load: () => Promise<M>, pick: (m: M) => CommandModule): CommandEntry => ({
  form,
  describe,
  load: async () => pick(await load()),
});

export const COMMAND_TABLE: readonly CommandEntry[] = [
  entry('run', 'run the conformance suite against a host (default: the reference, or CAPKIT_HOST)', () => import('./commands/run.js'), (m) => ({ builder: m.runArgs, handler: m.runHandler as Handler })),
  entry('host', 'serve the reference host (or --module) over stdio, protocol 1', () => import('./commands/host.js'), (m) => ({ builder: m.hostArgs, handler: m.hostHandler as Handler })),
  entry('lint <permits..>', 'explain what is wrong with permit strings ("-": one per line from stdin)', () => import('./commands/lint.js'), (m) => ({ builder: m.lintArgs, handler: m.lintHandler as Handler })),
  entry('fuzz <area>', 'differential fuzzing of a host against the reference', () => import('./commands/fuzz.js'), (m) => ({ builder: m.fuzzArgs, handler: m.fuzzHandler as Handler })),
  entry('bench <suite>', 'tinybench benchmarks against their plain baselines', () => import('./commands/bench.js'), (m) => ({ builder: m.benchArgs, handler: m.benchHandler as Handler })),
  entry('inspect <plugin-dir>', 'discover a plugin folder: owner tree, qualifiedNames and diagnostics', () => import('./commands/inspect.js'), (m) => ({ builder: m.inspectArgs, handler: m.inspectHandler as Handler })),
  entry('simulate <scenario>', 'run a turns scenario against a host: expectations checked, transcript printed or diffed', () => import('./commands/simulate.js'), (m) => ({ builder: m.simulateArgs, handler: m.simulateHandler as Handler })),
  entry('init <language>', 'write a minimal host (python, typescript, go, rust) that speaks protocol 1', () => import('./commands/init.js'), (m) => ({ builder: m.initArgs, handler: m.initHandler as Handler })),
  entry('spec', 'print or regenerate the requirements registry', () => import('./commands/spec.js'), (m) => ({ builder: m.specArgs, handler: m.specHandler as Handler })),
  entry('report', 'merge shard reports, or render a JSON report as HTML/Markdown', () => import('./commands/report.js'), (m) => ({ builder: m.reportArgs, handler: m.reportHandler as Handler })),
  entry('trace', 'every requirement with the tests a real run executed for it; fails if a MUST has none', () => import('./commands/trace.js'), (m) => ({ builder: m.traceArgs, handler: m.traceHandler as Handler })),
  entry('list', 'dry run: the requirements and tests a run would execute (no host contacted)', () => import('./commands/list.js'), (m) => ({ builder: m.listArgs, handler: m.listHandler as Handler })),
  entry('expectations <action>', 'update the expectations file from a run: update --from <report.json>', () => import('./commands/expectations.js'), (m) => ({ builder: m.expectationsArgs, handler: m.expectationsHandler as Handler })),
];

/** The command `args` names (its first word that is not an option), if it is one of capkit's. */
export function commandNamed(args: readonly string[]): CommandEntry | undefined {
  const word = args.find((a) => !a.startsWith('-'));
  return COMMAND_TABLE.find((c) => c.form.split(' ')[0] === word);
}
