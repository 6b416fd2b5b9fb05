// `capkit bench <suite>`: tinybench benchmarks with their plain baselines, measured in one run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Argv } from 'yargs';
import pc from 'picocolors';
import { cpus } from 'node:os';
import { connectForBench, DEFAULT_HOST_SIZES, formatHostBench, hostTargetChecks, runCatalogHostBench } from '../../bench/catalog/host-run.js';
import { DEFAULT_SIZES, formatCatalogBench, formatTargets, runCatalogBench } from '../../bench/catalog/run.js';
import { MIN_TOOLS } from '../../bench/catalog/workload.js';
import { runPermitsBench } from '../../bench/permits/run.js';
import { runRegistryBench } from '../../bench/registry/run.js';
import { formatWorkBench, MISS_OVER_COPY_TARGET, runWorkBench } from '../../bench/catalog/work-run.js';
import { hostSpecFromArgs, isolatedSpec } from '../host-option.js';
import { UsageError } from '../usage-error.js';
import { parseDuration } from '../options/duration.js';
import { terminalSafe, terminalSafeLines } from '../ui/terminal-text.js';
import { capturingStdout, writeBenchmarksPage } from '../bench/benchmarks-page.js';

export function benchArgs(y: Argv) {
  return y
    .positional('suite', { type: 'string', choices: ['permits', 'registry', 'catalog', 'work'], demandOption: true })
    .option('time', { type: 'string', default: '1s', describe: 'time per task: a duration such as 1500ms, 30s or 2m' })
    .option('json', { type: 'string', describe: 'write the numbers to this file' })
    .option('write', { type: 'string', describe: 'keep this run as the suite\'s section of a Markdown page (e.g. docs/benchmarks.md), with the machine and the command' })
    .option('sizes', { type: 'string', describe: `catalog: tool counts, comma-separated, k = thousand (default ${DEFAULT_SIZES.join(',')}; with --host ${DEFAULT_HOST_SIZES.join(',')})` })
    .option('host', { type: 'string', describe: 'catalog: benchmark this host module (served over stdio) through the protocol' })
    .option('host-cmd', { type: 'string', describe: 'catalog: benchmark this stdio host command through the protocol' })
    .option('samples', { type: 'number', default: 5, describe: 'catalog with --host/--host-cmd: timed samples per case' })
    .option('check', { type: 'boolean', default: false, describe: 'catalog: exit 1 when a measured target is missed' })
    .option('full-form', { type: 'boolean', default: false, describe: 'catalog with --host/--host-cmd: ask for full tools answers even where the host offers the digest form' })
    .example('$0 bench work --sizes 100k,1000k', 'turns no cache answers: miss turn, copy floor, plain reference, distinct signatures')
    .example('$0 bench catalog', 'per-turn catalog build, reference vs plain, 100 … 100,000 tools (about 1–2 min)')
    .example('$0 bench catalog --sizes 10k --json catalog.json', 'one size, numbers written as JSON')
    .example('$0 bench catalog --host-cmd "python3 host.py"', 'any host, per turn through the protocol')
    .example('$0 bench permits --write docs/benchmarks.md', 'the run kept as the permits section of the benchmarks page');
}

type BenchArgv = Awaited<ReturnType<ReturnType<typeof benchArgs>['parseAsync']>>;

/** The command line of this run, as the benchmarks page shows it. */
function commandOf(argv: BenchArgv): string {
  const words = ['npx capkit bench', argv.suite, '--time', argv.time];
  for (const key of ['sizes', 'host', 'host-cmd', 'samples'] as const) {
    if (argv[key] !== undefined && !(key === 'samples' && argv.host === undefined && argv['host-cmd'] === undefined)) words.push(`--${key}`, JSON.stringify(String(argv[key])).replace(/^"([\w.,/:=-]+)"$/, '$1'));
  }
  if (argv.check) words.push('--check');
  if (argv['full-form']) words.push('--full-form');
  return words.join(' ');
}

export async function benchHandler(argv: BenchArgv): Promise<number> {
  if (argv.write === undefined) return runBench(argv);
  if (argv.write.trim() === '') throw new UsageError('--write needs a file, e.g. docs/benchmarks.md');
  const file = resolve(argv.write);
  const { result, output } = await capturingStdout(() => runBench(argv));
  writeBenchmarksPage(file, argv.suite, commandOf(argv), output);
  process.stderr.write(pc.dim(`capkit bench: wrote the ${argv.suite} section of ${argv.write}\n`));
  return result;
}

async function runBench(argv: BenchArgv): Promise<number> {
  const timeMs = parseDuration(argv.time, '--time');
  const catalogOnly = (['sizes', 'host', 'host-cmd'] as const).filter((k) => argv[k] !== undefined);
  if (argv.suite === 'work') return workBench(argv);
  if (argv.suite !== 'catalog' && catalogOnly.length > 0) throw new UsageError(`--${catalogOnly[0]} applies to \`capkit bench catalog\` only`);
  if (argv.suite === 'catalog') return catalogBench(argv, timeMs);
  if (argv.suite === 'registry') return registryBench(argv, timeMs);
  process.stderr.write(pc.dim(`capkit bench permits: 3 tasks × ${timeMs} ms …\n`));
  const result = await runPermitsBench(timeMs, (task) => process.stderr.write(pc.dim(`  done: ${task}\n`)));
  const header = `| task | checks/s (median) | ns/check median | ns/check p99 | samples |`;
  const lines = [header, '| --- | ---: | ---: | ---: | ---: |'];
  for (const r of result.rows) {
    lines.push(`| ${r.name} | ${r.checksPerSecond.toLocaleString('en-US')} | ${r.medianNsPerCheck.toFixed(1)} | ${r.p99NsPerCheck.toFixed(1)} | ${r.samples} |`);
  }
  process.stdout.write(`${lines.join('\n')}\n\ncompiled ÷ plain: ${pc.bold(`${result.speedup.toFixed(1)}×`)} (same run, ${new Date().toISOString().slice(0, 10)}, Node ${process.version})\n`);
  if (argv.json) {
    const path = resolve(argv.json);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${JSON.stringify({ suite: 'permits', node: process.version, ...result }, null, 2)}\n`);
  }
  return 0;
}

async function workBench(argv: BenchArgv): Promise<number> {
  if (argv.host !== undefined || argv['host-cmd'] !== undefined) throw new UsageError('capkit bench work measures the kit\'s own engine and plain reference: it takes no --host');
  const sizes = argv.sizes === undefined ? undefined : parseSizes(argv.sizes);
  const rows = runWorkBench({ ...(sizes ? { sizes } : {}), onProgress: (line) => process.stderr.write(pc.dim(`${line}\n`)) });
  const miss = rows.find((r) => r.workload === 'mixed');
  const verdict = miss === undefined ? '' : `\nmiss turn ÷ copy floor (mixed, ${miss.tools.toLocaleString('en-US')} tools): ${pc.bold(`${miss.missOverCopy.toFixed(1)}×`)} (target ≤ ${MISS_OVER_COPY_TARGET}×)`;
  process.stdout.write(`${formatWorkBench(rows)}\n${verdict} (${new Date().toISOString().slice(0, 10)}, Node ${process.version})\n`);
  if (argv.json) {
    const path = resolve(argv.json);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${JSON.stringify({ suite: 'work', node: process.version, rows }, null, 2)}\n`);
  }
  return argv.check && miss !== undefined && miss.missOverCopy > MISS_OVER_COPY_TARGET ? 1 : 0;
}

async function registryBench(argv: BenchArgv, timeMs: number): Promise<number> {
  process.stderr.write(pc.dim(`capkit bench registry: commit of a 10,000-tool generation, ${timeMs} ms …\n`));
  const r = await runRegistryBench(timeMs);
  const lines = ['| task | tools | owners | median ms | p99 ms | samples |', '| --- | ---: | ---: | ---: | ---: | ---: |'];
  lines.push(`| commit (prepare + publish) | ${r.tools.toLocaleString('en-US')} | ${r.owners} | ${r.medianMs.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${r.samples} |`);
  const verdict = r.p99Ms < 1000 ? pc.green('under a second') : pc.red('over a second');
  process.stdout.write(`${lines.join('\n')}\n\np99 ${pc.bold(`${r.p99Ms.toFixed(1)} ms`)}: ${verdict} (${new Date().toISOString().slice(0, 10)}, Node ${process.version})\n`);
  if (argv.json) {
    const path = resolve(argv.json);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${JSON.stringify({ suite: 'registry', node: process.version, ...r }, null, 2)}\n`);
  }
  return 0;
}

/** "100,1k,10k,100000" → [100, 1000, 10000, 100000]. */
export function parseSizes(text: string): number[] {
  const sizes = text.split(',').map((raw) => {
    const m = /^\s*(\d+(?:\.\d+)?)(k?)\s*$/i.exec(raw);
    const n = m ? Math.round(Number(m[1]) * (m[2] ? 1000 : 1)) : NaN;
    if (!Number.isSafeInteger(n) || n < MIN_TOOLS) throw new UsageError(`--sizes: "${raw.trim()}" is not a tool count of at least ${MIN_TOOLS} (e.g. --sizes 100,1k,10k)`);
    return n;
  });
  return sizes;
}

function writeJson(file: string, value: unknown): void {
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

async function catalogBench(argv: BenchArgv, timeMs: number): Promise<number> {
  const progress = (line: string): void => {
    process.stderr.write(pc.dim(`  ${line}\n`));
  };
  const machine = { node: process.version, cpus: cpus().length, date: new Date().toISOString().slice(0, 10) };
  const stamp = `(${machine.date}, Node ${machine.node}, ${machine.cpus} CPU)`;
  if (argv.host !== undefined || argv['host-cmd'] !== undefined) {
    if (!(Number.isSafeInteger(argv.samples) && argv.samples > 0)) throw new UsageError('--samples must be a positive integer');
    const sizes = argv.sizes === undefined ? [...DEFAULT_HOST_SIZES] : parseSizes(argv.sizes);
    const spec = isolatedSpec(hostSpecFromArgs(argv));
    process.stderr.write(pc.dim(`capkit bench catalog: per-turn catalog of a host through the protocol, ${sizes.map((n) => n.toLocaleString('en-US')).join(' / ')} tools …\n`));
    const host = await connectForBench(spec, 600_000);
    try {
      if (!host.hello.areas.includes('catalog')) throw new UsageError(`the host (${terminalSafe(host.hello.implementation.name)}) does not declare area "catalog"`);
      const result = await runCatalogHostBench(host, { sizes, samples: argv.samples, onProgress: progress, fullForm: argv['full-form'] });
      const targets = hostTargetChecks(result);
      // The host named itself: its name and version are outside text (the table has no escape codes of its own).
      process.stdout.write(`${terminalSafeLines(formatHostBench(result))}${stamp}\n\ntargets (issue #17; confirm them on an idle machine):\n${formatTargets(targets, { pass: pc.green, fail: pc.red, skip: pc.dim })}`);
      if (argv.json) writeJson(argv.json, { suite: 'catalog', mode: 'host', ...machine, ...result, targets });
      return argv.check && targets.some((t) => t.pass === false) ? 1 : 0;
    } finally {
      await host.close();
    }
  }
  const sizes = argv.sizes === undefined ? [...DEFAULT_SIZES] : parseSizes(argv.sizes);
  process.stderr.write(pc.dim(`capkit bench catalog: per-turn catalog, reference (cold, warm) vs plain, ${sizes.map((n) => n.toLocaleString('en-US')).join(' / ')} tools, ${timeMs} ms per task …\n`));
  const result = await runCatalogBench({ sizes, timeMs, onProgress: progress });
  const targets = formatTargets(result.targets, { pass: pc.green, fail: pc.red, skip: pc.dim });
  process.stdout.write(`${formatCatalogBench(result)}\ntargets (issues #5 and #17; confirm them on an idle machine) ${stamp}:\n${targets}`);
  if (argv.json) writeJson(argv.json, { suite: 'catalog', mode: 'in-process', ...machine, ...result });
  const missed = result.targets.filter((t) => t.pass === false).length;
  return argv.check && missed > 0 ? 1 : 0;
}
