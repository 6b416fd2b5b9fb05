// `capkit fuzz <area>`: a differential fuzz campaign of a host against the reference: every class of
// disagreement found within the budget, each shrunk, written as a fixture and given a replay command.
import type { Argv } from 'yargs';
import { connect } from '../../host/connect.js';
import { referenceHostCompiled } from '../../spec/paths.js';
import { campaign } from '../fuzz/campaign.js';
import { parseDuration } from '../options/duration.js';
import { writeClassFixtures } from '../fuzz/class-fixture.js';
import { formatCampaignAgreement, formatCampaignFailure, formatClasses, type CampaignRun } from '../fuzz/format-campaign.js';
import { EXIT } from '../exit-codes.js';
import { terminalSafe } from '../ui/terminal-text.js';
import { FUZZ_SUBJECTS } from '../fuzz/subjects.js';
import { describeHostArgs, hostSpecFromArgs, isolatedSpec } from '../host-option.js';
import { createProgress } from '../ui/progress.js';
import { UsageError } from '../usage-error.js';
import { fuzzShare } from '../shard/fuzz-share.js';
import { formatShard, parseShard } from '../shard/shard.js';

export function fuzzArgs(y: Argv) {
  return y
    // Wide enough that the five area choices stay on one line of the help.
    .wrap(Math.max(100, Math.min(y.terminalWidth(), 120)))
    .positional('area', { type: 'string', choices: Object.keys(FUZZ_SUBJECTS), demandOption: true, describe: 'the area to fuzz' })
    .option('host', { type: 'string', describe: 'in-process host module (default: the reference itself)' })
    .option('host-cmd', { type: 'string', describe: 'stdio host command' })
    .option('seed', { type: 'number', describe: 'fast-check seed (default: random, printed)' })
    .option('runs', { type: 'number', describe: 'number of generated cases (default 1000)' })
    .option('time', { type: 'string', describe: 'fuzz for this long instead: a duration such as 30s, 5m or 1500ms' })
    .option('path', { type: 'string', describe: 'replay one shrunk example (with --seed), as printed for its class' })
    .option('out', { type: 'string', default: 'capkit-found', describe: 'folder for the fixtures written, one per shrunk example of each class of disagreement' })
    .option('timeout-multiplier', { type: 'number', default: 1, describe: 'scale every per-case timeout (default 5 s)' })
    .option('shard', { type: 'string', describe: 'fuzz shard i of n (e.g. 3/8, needs --seed): seed base+i-1 and 1/n of --runs' });
}

type FuzzArgv = Awaited<ReturnType<ReturnType<typeof fuzzArgs>['parseAsync']>>;

export async function fuzzHandler(argv: FuzzArgv): Promise<number> {
  const subject = FUZZ_SUBJECTS[argv.area]!;
  if (argv.runs !== undefined && argv.time !== undefined) throw new UsageError('give either --runs or --time, not both');
  if (argv.runs !== undefined && !(Number.isSafeInteger(argv.runs) && argv.runs > 0)) throw new UsageError('--runs must be a positive integer');
  if (argv.path !== undefined && argv.seed === undefined) throw new UsageError('--path replays a counterexample of one --seed: give both');
  const timeMs = argv.time !== undefined ? parseDuration(argv.time, '--time') : undefined;
  const shard = argv.shard === undefined ? undefined : parseShard(argv.shard);
  if (shard && argv.seed === undefined) throw new UsageError('--shard needs --seed: the shards of a campaign take consecutive seeds from it');
  if (shard && argv.path !== undefined) throw new UsageError('--path replays one counterexample: give its own --seed, without --shard');
  const totalRuns = argv.runs ?? (timeMs === undefined ? 1000 : undefined);
  if (shard && totalRuns !== undefined && totalRuns < shard.count) throw new UsageError(`--runs ${totalRuns} cannot be split over ${shard.count} shards`);
  const share = shard ? fuzzShare(shard, argv.seed!, totalRuns) : undefined;
  const seed = share?.seed ?? argv.seed ?? Math.floor(Math.random() * 2 ** 31);
  const runs = share ? share.runs : argv.runs;
  const spec = hostSpecFromArgs(argv);
  // A module host runs in a child process, so a host that blocks on some input is timed out, not waited on.
  const host = await connect(isolatedSpec(spec), { timeoutMultiplier: argv['timeout-multiplier'] });
  // The reference answers through the host interface like any other host (in process: it is the kit's own).
  const reference = await connect({ kind: 'module', path: referenceHostCompiled });
  try {
    if (!host.hello.areas.includes(subject.area)) {
      throw new UsageError(`the host (${terminalSafe(host.hello.implementation.name)}) does not declare area "${subject.area}"`);
    }
    if (shard) {
      const what = runs !== undefined ? `${runs} of ${totalRuns} runs` : 'the whole --time';
      process.stdout.write(`shard ${formatShard(shard)}: seed ${seed} (the campaign's seeds are ${argv.seed}…${argv.seed! + shard.count - 1}), ${what}\n`);
    }
    const progress = createProgress(`capkit fuzz ${subject.area}`);
    if (runs !== undefined) progress.total(runs);
    const outcome = await campaign(subject, host, reference, {
      seed,
      ...(runs !== undefined ? { runs } : {}),
      ...(timeMs !== undefined ? { timeMs } : {}),
      ...(argv.path !== undefined ? { path: argv.path } : {}),
      onCase: (phase, stats) => {
        const speed = `${((stats.cases * 1000) / Math.max(stats.elapsedMs, 1)).toFixed(0)} cases/s, ${stats.classes} class(es)`;
        if (phase === 'run') progress.tick(true, `seed ${seed}, ${speed}`);
        else progress.tick(false, `shrinking class ${stats.classes + 1}… ${speed}`);
      },
    });
    progress.done();
    const run: CampaignRun = { area: subject.area, seed, hostArgs: describeHostArgs(spec), who: `${host.hello.implementation.name} ${host.hello.implementation.version}` };
    const fixtures = outcome.classes.map((c, k) => writeClassFixtures(argv.out, subject, seed, k + 1, c));
    if (outcome.classes.length > 0) process.stdout.write(`${formatClasses(run, outcome, fixtures)}\n`);
    if (outcome.hostFailure) {
      process.stdout.write(`${formatCampaignFailure(run, outcome.hostFailure, outcome)}\n`);
      return EXIT.fail;
    }
    if (outcome.classes.length > 0) return EXIT.fail;
    process.stdout.write(`${formatCampaignAgreement(run, outcome)}\n`);
    return EXIT.pass;
  } finally {
    await host.close();
    await reference.close();
  }
}
