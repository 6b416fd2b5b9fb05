// `capkit mutants`: the suites against every broken host in reference-impl/mutants; exit 1 if one survives.
import type { Argv } from 'yargs';
import pc from 'picocolors';
import { mutants } from '../../reference-impl/mutants/index.js';
import { runMutants } from '../mutants/run-mutants.js';
import { UsageError } from '../usage-error.js';

export function mutantsArgs(y: Argv) {
  return y
    .option('only', { type: 'string', describe: 'comma-separated mutant names' })
    .option('seed', { type: 'number', default: 1, describe: 'seed of the property tests' })
    .option('property-runs', { type: 'number', describe: 'fast-check runs per property' })
    .option('json', { type: 'boolean', default: false, describe: 'print the verdicts as JSON' });
}

type MutantsArgv = Awaited<ReturnType<ReturnType<typeof mutantsArgs>['parseAsync']>>;

export async function mutantsHandler(argv: MutantsArgv): Promise<number> {
  const only = argv.only?.split(',').map((s) => s.trim());
  const unknown = only?.filter((name) => !mutants.some((m) => m.name === name)) ?? [];
  if (unknown.length > 0) throw new UsageError(`--only: no mutant named ${unknown.join(', ')} (see reference-impl/mutants/index.ts)`);
  const total = only?.length ?? mutants.length;
  let n = 0;
  const verdicts = await runMutants({
    seed: argv.seed,
    ...(argv['property-runs'] !== undefined ? { propertyRuns: argv['property-runs'] } : {}),
    ...(only ? { only } : {}),
    onDone: (v) => {
      n += 1;
      if (argv.json) return;
      const mark = v.caught ? pc.green('caught  ') : pc.red(pc.bold('SURVIVED'));
      const by = v.caught ? pc.dim(`by ${v.caughtBy.join(', ')} (${v.failing.length} requirement(s) fail)`) : pc.dim(`breaks ${v.mutant.rules.join(', ')}`);
      process.stdout.write(`${pc.dim(`[${n}/${total}]`)} ${mark} ${pc.bold(v.mutant.name)} — ${v.mutant.breaks}; ${by}\n`);
    },
  });
  const survivors = verdicts.filter((v) => !v.caught);
  if (argv.json) {
    process.stdout.write(`${JSON.stringify(verdicts.map((v) => ({ name: v.mutant.name, caught: v.caught, caughtBy: v.caughtBy, failing: v.failing })), null, 2)}\n`);
  } else {
    process.stdout.write(survivors.length === 0 ? pc.green(`\nall ${verdicts.length} mutants caught\n`) : pc.red(`\n${survivors.length} mutant(s) survived: ${survivors.map((v) => v.mutant.name).join(', ')}\n`));
  }
  return survivors.length === 0 ? 0 : 1;
}
