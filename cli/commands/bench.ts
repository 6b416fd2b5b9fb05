// `capkit bench <suite>`: tinybench benchmarks with their plain baselines, measured in one run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Argv } from 'yargs';
import pc from 'picocolors';
import { runPermitsBench } from '../../bench/permits/run.js';
import { UsageError } from '../usage-error.js';

export function benchArgs(y: Argv) {
  return y
    .positional('suite', { type: 'string', choices: ['permits'], demandOption: true })
    .option('time', { type: 'number', default: 1000, describe: 'milliseconds per task' })
    .option('json', { type: 'string', describe: 'write the numbers to this file' });
}

type BenchArgv = Awaited<ReturnType<ReturnType<typeof benchArgs>['parseAsync']>>;

export async function benchHandler(argv: BenchArgv): Promise<number> {
  if (!(argv.time > 0)) throw new UsageError('--time must be a positive number of milliseconds');
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
