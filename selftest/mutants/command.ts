// The catalogue run (`npm run selftest:mutants`, selftest/mutants/main.ts): every broken host (selftest/broken-hosts) and every variant (selftest/variants)
// over the whole suites of their areas, in one vitest run. Per host: every requirement that went red, and
// whether it showed what it must (a broken host caught by its own rule; a variant red on no MUST).
// Exit 1 if any host fails its check.
import type { Argv } from 'yargs';
import pc from 'picocolors';
import { catalogueNames, runMutants } from './run-mutants.js';
import type { HostCheck } from './host-check.js';
import { UsageError } from '../../cli/usage-error.js';
import { didYouMean } from '../../cli/run/did-you-mean.js';
import { createProgress } from '../../cli/ui/progress.js';
import { EXIT } from '../../cli/exit-codes.js';

export function mutantsArgs(y: Argv) {
  return y
    .option('only', { type: 'string', describe: 'comma-separated names of broken hosts and variants (a variant as <area>/<name> or <name>)' })
    .option('seed', { type: 'number', default: 1, describe: 'seed of the property tests' })
    .option('property-runs', { type: 'number', describe: 'fast-check runs per property' })
    .option('timeout-multiplier', { type: 'number', default: 1, describe: 'scale every per-case timeout' })
    .option('json', { type: 'boolean', default: false, describe: 'print every host\'s check as JSON' });
}

type MutantsArgv = Awaited<ReturnType<ReturnType<typeof mutantsArgs>['parseAsync']>>;

export async function mutantsHandler(argv: MutantsArgv): Promise<number> {
  const only = argv.only?.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const names = catalogueNames();
  const bare = names.map((n) => n.split('/').pop()!);
  const unknown = only?.filter((name) => !names.includes(name) && !bare.includes(name)) ?? [];
  if (unknown.length > 0) {
    throw new UsageError(`--only: no broken host or variant named ${unknown.map((n) => `${n}${didYouMean(n, names)}`).join(', ')} (see selftest/broken-hosts/index.ts and selftest/variants/)`);
  }
  const runs = argv['property-runs'];
  if (runs !== undefined && !(Number.isSafeInteger(runs) && runs > 0)) throw new UsageError('--property-runs must be a positive integer');
  const multiplier = argv['timeout-multiplier'];
  if (!(multiplier > 0) || !Number.isFinite(multiplier)) throw new UsageError('--timeout-multiplier must be a positive number');
  const progress = argv.json ? undefined : createProgress('capkit mutants');
  const { checks, durationMs } = await runMutants({
    seed: argv.seed,
    timeoutMultiplier: multiplier,
    ...(runs !== undefined ? { propertyRuns: runs } : {}),
    ...(only ? { only } : {}),
    ...(progress ? { onTest: () => progress.tick(true) } : {}),
  });
  progress?.done();
  if (argv.json) process.stdout.write(`${JSON.stringify(checks.map(toJson), null, 2)}\n`);
  else process.stdout.write(`${formatChecks(checks, durationMs)}\n`);
  return checks.every((c) => c.passed) ? EXIT.pass : EXIT.fail;
}

/** The JSON of one check; `caught`/`failing` keep the names older readers used. */
function toJson(c: HostCheck) {
  return { ...c, ...(c.kind === 'mutant' ? { caught: c.passed } : {}), failing: c.red.map((r) => r.id) };
}

export function formatChecks(checks: readonly HostCheck[], durationMs: number): string {
  const out: string[] = [];
  for (const c of checks) {
    const mark =
      c.kind === 'mutant' ? (c.passed ? pc.green('caught   ') : pc.red(pc.bold('SURVIVED '))) : c.passed ? pc.green('passes   ') : pc.red(pc.bold('FALSE RED'));
    const red = c.red.length === 0 ? 'none' : c.red.map((r) => `${r.id}${r.level === 'MUST' ? '' : ` (${r.level})`}`).join(', ');
    out.push(`${mark} ${pc.dim(c.kind.padEnd(8))}${pc.bold(c.name)} — ${c.describes}`);
    out.push(`          ${pc.dim('red:')} ${red}${c.kind === 'mutant' && c.caughtBy?.length ? pc.dim(` (its own: ${c.caughtBy.join(', ')})`) : ''}`);
    for (const p of c.problems) out.push(`          ${pc.red(p)}`);
    for (const w of c.warnings) out.push(`          ${pc.yellow(`warning: ${w}`)}`);
  }
  const failed = checks.filter((c) => !c.passed);
  const mutantsCount = checks.filter((c) => c.kind === 'mutant').length;
  const summary = `${mutantsCount} broken host(s), ${checks.length - mutantsCount} variant(s) in ${(durationMs / 1000).toFixed(1)} s`;
  out.push(
    '',
    failed.length === 0
      ? pc.green(`✔ ${summary}: every broken host caught by its own rule, every variant red on no MUST`)
      : pc.red(`✘ ${summary}: ${failed.length} failed their check: ${failed.map((c) => c.name).join(', ')}`),
  );
  return out.join('\n');
}
