// `capkit list`: a dry run. The requirements and tests a run would execute, found by collection alone:
// from the manifest `npm run build` collected, or (sources changed since) by collecting afresh.
import type { Argv } from 'yargs';
import { loadRequirements } from '../../spec/requirements.js';
import type { Collection } from '../list/collect-tests.js';
import { inAreas, readManifest } from '../list/manifest.js';
import { formatList } from '../list/format-list.js';
import { planOf } from '../list/plan.js';
import { suiteAreas } from '../run/suite-areas.js';
import { UsageError } from '../usage-error.js';
import { requestedAreas } from '../run/area-selection.js';

export function listArgs(y: Argv) {
  return y
    .option('areas', { type: 'string', describe: 'comma-separated areas (default: all the kit has suites for)' })
    .option('level', { type: 'string', choices: ['MUST', 'SHOULD', 'MAY'] as const, describe: 'only requirements of this level' })
    .option('json', { type: 'boolean', default: false, describe: 'print the plan as JSON' });
}

type ListArgv = Awaited<ReturnType<ReturnType<typeof listArgs>['parseAsync']>>;

export async function listHandler(argv: ListArgv): Promise<number> {
  const known = suiteAreas();
  const asked = argv.areas?.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (asked?.length === 0) throw new UsageError('--areas needs at least one name');
  const areas = requestedAreas(asked, known);
  const plan = planOf(loadRequirements(), await testsOf(areas), areas, argv.level);
  process.stdout.write(argv.json ? `${JSON.stringify(plan, null, 2)}\n` : `${formatList(plan)}\n`);
  return plan.errors.length > 0 ? 1 : 0;
}

/** The tests of `areas`: the build's manifest when it matches the sources, else vitest's collection now. */
async function testsOf(areas: readonly string[]): Promise<Collection> {
  const manifest = readManifest();
  if (manifest) return inAreas(manifest, areas);
  const { collectTests } = await import('../list/collect-tests.js');
  return collectTests(areas);
}
