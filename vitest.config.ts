// `npm test`: unit tests beside the code, the kit's self-checks, and the conformance suites
// against the reference host in-process (capkit run drives the suites against other hosts).
import { defineConfig } from 'vitest/config';
import { join } from 'node:path';

const root = import.meta.dirname;
const exclude = ['node_modules/**', 'dist/**', '.stryker-tmp/**', 'reports/**'];

export default defineConfig({
  test: {
    // End-to-end tests start capkit (and vitest) in child processes; each sets a limit from its own work
    // (cli/test-support/run-capkit.ts). These are the defaults of the rest: only a hang fails here.
    testTimeout: 300_000,
    hookTimeout: 120_000,
    env: {
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
        test: { name: 'kit', include: ['**/*.test.ts'], exclude: [...exclude, 'suites/**'] },
      },
    ],
  },
});
