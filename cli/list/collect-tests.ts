// The conformance tests that a run of some areas would execute, found by vitest's collection alone:
// the suites connect to a host in beforeAll, which collection never runs, so no host is contacted.
import { relative } from 'node:path';
import { createVitest } from 'vitest/node';
import type { TestModule } from 'vitest/node';
import { kitRoot } from '../../spec/paths.js';
import { requirementIdsOf } from '../run/test-record.js';
import { suiteVitestOptions, suiteViteOverrides } from '../run/vitest-options.js';
import { suiteFilesOf, suiteSourceName } from '../run/suite-files.js';

export interface CollectedTest {
  /** Suite file relative to the kit root. */
  file: string;
  /** Full name, as a run reports it (describe blocks joined with " › "). */
  name: string;
  requirementIds: string[];
}

export interface Collection {
  tests: CollectedTest[];
  /** Suite files that failed to load, with the first line of why. */
  errors: { file: string; message: string }[];
}

export async function collectTests(areas: readonly string[]): Promise<Collection> {
  // No host is needed, but the suites must still load without one: make sure none is inherited either.
  const saved = process.env.CAPKIT_HOST;
  process.env.CAPKIT_HOST = JSON.stringify({ kind: 'command', command: 'capkit-list-collects-only' });
  // The settings of a run (modules loaded once per worker, cached on disk): collection is the same work.
  const vitest = await createVitest('test', suiteVitestOptions({ reporters: [], include: suiteFilesOf(areas) }), suiteViteOverrides);
  try {
    const { testModules } = await vitest.collect();
    return fromModules(testModules);
  } finally {
    await vitest.close();
    if (saved === undefined) delete process.env.CAPKIT_HOST;
    else process.env.CAPKIT_HOST = saved;
    process.exitCode = 0; // vitest may set it; capkit decides its own exit code
  }
}

function fromModules(modules: readonly TestModule[]): Collection {
  const tests: CollectedTest[] = [];
  const errors: Collection['errors'] = [];
  for (const m of [...modules].sort((a, b) => a.moduleId.localeCompare(b.moduleId))) {
    const file = suiteSourceName(relative(kitRoot, m.moduleId).split('\\').join('/'));
    for (const e of m.errors()) errors.push({ file, message: (e.message ?? String(e)).split('\n')[0] ?? '' });
    for (const t of m.children.allTests()) tests.push({ file, name: t.fullName, requirementIds: requirementIdsOf(t.name) });
  }
  return { tests, errors };
}
