// `npm test`: unit tests beside the code, the kit's self-checks, and the conformance suites
// against the reference host in-process (capkit run drives the suites against other hosts).
import { defineConfig } from 'vitest/config';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import SlowFirstSequencer from './selftest/support/slow-first-sequencer.js';
import { pathWithPythonFirst } from './selftest/support/python-first-on-path.js';

const root = import.meta.dirname;
const exclude = ['node_modules/**', 'dist/**', '.stryker-tmp/**', 'reports/**'];
const needsIsolation = ['host/exit-guard.test.ts'];

export default defineConfig({
  test: {
    // End-to-end tests start capkit (and vitest) in child processes; each sets a limit from its own work
    // (selftest/support/run-capkit.ts). These are the defaults of the rest: only a hang fails here.
    testTimeout: 600_000,
    // One worker per core and one more: many files wait on a child (a capkit run on one worker, a host
    // timing out), and the extra worker keeps the cores busy meanwhile. (vitest's default leaves a core idle.)
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: SlowFirstSequencer },
    // Temporary folders of the tests live in one folder of the run, removed at its end.
    globalSetup: [join(root, 'selftest', 'support', 'temp-root.ts')],
    hookTimeout: 300_000,
    env: {
      // Output is read as text: colours (on by default when CI is set) would stand between the words.
      NO_COLOR: '1',
      // The suite runs these tests start (capkit run in a child, runConformance in-process) take one worker
      // each: this run's workers keep the cores busy already, and a second worker only loads the modules twice.
      CAPKIT_WORKERS: '1',
      PATH: pathWithPythonFirst(),
      CAPKIT_HOST: process.env.CAPKIT_HOST ?? JSON.stringify({ kind: 'module', path: join(root, 'reference-impl', 'host.ts') }),
    },
    // Transformed modules are kept on disk, for the child capkit runs of the end-to-end tests too.
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        // The conformance suites, loaded once per worker as `capkit run` loads them (cli/run/vitest-options.ts).
        test: { name: 'suites', include: ['suites/**/*.test.ts'], exclude, isolate: false },
      },
      {
        extends: true,
        // The same suites against the engine host (engine/): the fast path passes every suite the plain rules pass.
        test: {
          name: 'suites-engine',
          include: ['suites/**/*.test.ts'],
          exclude,
          isolate: false,
          env: { CAPKIT_HOST: JSON.stringify({ kind: 'module', path: join(root, 'engine', 'host.ts') }) },
        },
      },
      {
        extends: true,
        // The kit's own tests share their workers' modules too; those that replace process globals
        // (process.exit) get a fresh module graph each.
        test: { name: 'kit', include: ['**/*.test.ts'], exclude: [...exclude, 'suites/**', ...needsIsolation], isolate: false },
      },
      {
        extends: true,
        test: { name: 'kit-isolated', include: needsIsolation, exclude },
      },
    ],
  },
});
