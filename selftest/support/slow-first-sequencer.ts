// The order of `npm test`'s files: those that start capkit (and vitest) in child processes first, the
// longest first, so the two workers end together instead of one long file running alone at the end.
// Everything else keeps vitest's own order (failed first, then by duration of the last run or size).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files that take longest (end-to-end runs of capkit), longest first. */
const SLOW = [
  'cli/mutants/mutants.test.ts',
  'cli/run/run-reference.test.ts',
  'cli/run/run-broken-hosts.test.ts',
  'cli/fuzz/fuzz.test.ts',
  'cli/fuzz/fuzz-stateful.test.ts',
  'cli/commands/inspect.test.ts',
  'examples/python-host/host.test.ts',
  'cli/main.test.ts',
  'cli/run/slow-host.test.ts',
];

function rank(spec: TestSpecification): number {
  const i = SLOW.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return i < 0 ? SLOW.length : i;
}

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
