// `capkit bench <suite>`: tinybench benchmarks with their plain baselines, measured in one run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Argv } from 'yargs';
import pc from 'picocolors';
import { runPermitsBench } from '../../bench/permits/run.js';
import { runRegistryBench } from '../../bench/registry/run.js';
import { UsageError } from '../usage-error.js';

export function benchArgs(y: Argv) {
  return y
    .positional('suite', { type: 'string', choices: ['permits', 'registry'], demandOption: true })
    .option('time', { type: 'number', default: 1000, describe: 'milliseconds per task' })
    .option('json', { type: 'string', describe: 'write the numbers to this file' });
}

type BenchArgv = Awaited<ReturnType<ReturnType<typeof benchArgs>['parseAsync']>>;

export async function benchHandler(argv: BenchArgv): Promise<number> {
  if (!(argv.time > 0)) throw new UsageError('--time must be a positive number of milliseconds');
  if (argv.suite === 'registry') return registryBench(argv);
  process.stderr.write(pc.dim(`capkit bench permits: 3 tasks × ${argv.time} ms …\n`));
  const result = await runPermitsBench(argv.time, (task) => process.stderr.write(pc.dim(`  done: ${task}\n`)));
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

async function registryBench(argv: BenchArgv): Promise<number> {
  process.stderr.write(pc.dim(`capkit bench registry: commit of a 10,000-tool generation, ${argv.time} ms …\n`));
  const r = await runRegistryBench(argv.time);
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
