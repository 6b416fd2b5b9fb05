// The vitest config Stryker runs (`npm run mutation`): the conformance suites ALONE against the
// reference host in-process, so the mutation score measures how much the suites bite, not how much the
// reference's own unit tests do. Stryker copies the project into a sandbox under the OS temp folder (stryker.config.mjs tempDirName); the host path
// is computed from this file's own location so the suites load the sandbox's (mutated) reference.
import { defineConfig } from 'vitest/config';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file lives in selftest/mutation/: the project (or the sandbox) is two folders up.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');


export default defineConfig({
  root,
  test: {
    include: ['suites/**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', '.stryker-tmp/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    env: {
      // Always the sandbox's reference: an inherited CAPKIT_HOST would measure some other host.
      CAPKIT_HOST: JSON.stringify({ kind: 'module', path: join(root, 'reference-impl', 'host.ts') }),
    },
  },
});
