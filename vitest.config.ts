// `npm test`: unit tests beside the code, the kit's self-checks, and the conformance suites
// against the reference host in-process (capkit run drives the suites against other hosts).
import { defineConfig } from 'vitest/config';
import { join } from 'node:path';

const root = import.meta.dirname;

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', '.stryker-tmp/**', 'reports/**'],
    // End-to-end tests start capkit (and vitest) in child processes: idle they take up to ~40 s; the
    // limits leave room for a machine shared with other work (CI shares it), so only a hang fails here.
    testTimeout: 300_000,
    hookTimeout: 120_000,
    env: {
      CAPKIT_HOST: process.env.CAPKIT_HOST ?? JSON.stringify({ kind: 'module', path: join(root, 'reference-impl', 'host.ts') }),
    },
  },
});
