// Mutation testing of the reference implementation, killed by the conformance suites alone
// (selftest/mutation/vitest.mutation.config.ts). `npm run mutation` runs this and prints the score per area.
// Narrow a run with `npx stryker run stryker.config.mjs --mutate reference-impl/permits/roles.ts`.
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker-ignore-message-text.mjs', './scripts/stryker-ignore-equivalents.mjs'],
  // Mutants that only change text the protocol never carries are marked Ignored (with the reason), not scored.
  // Reviewed equivalent mutants (selftest/mutation/equivalents/, see selftest/mutation/README.md) are Ignored with their reason.
  ignorers: ['message-text', 'equivalents'],
  vitest: {
    configFile: 'selftest/mutation/vitest.mutation.config.ts',
    // The suites reach the reference only through CAPKIT_HOST (a dynamic import), so vitest's
    // import graph cannot relate them to the mutated files: run them all, filtered per test by coverage.
    related: false,
  },
  mutate: [
    'reference-impl/**/*.ts',
    '!reference-impl/**/*.test.ts',
    // Reference features no protocol op reaches (a case is one fresh host with its own memory store, and
    // the wire carries channel projections, not model round trips), so no conformance suite can kill their
    // mutants: the file session store (its kill test is beside it) and the Anthropic SDK turn loop (the
    // loopback test). Listed in docs/maintainers.md "Mutation score".
    '!reference-impl/catalog/file-store.ts',
    '!reference-impl/catalog/session-store.ts',
    '!reference-impl/catalog/channel/anthropic-turn.ts',
    // A plugin folder on disk, loaded with node:fs and vite: only `capkit inspect` reads one (cli/commands/inspect.ts);
    // every protocol op takes its plugins as PluginTree values (plugin-tree.ts), so no suite can reach it.
    '!reference-impl/registry/disk-plugin.ts',
    // The defineAgentTool marker: only plugin modules loaded from disk (capkit inspect, disk-plugin.ts) are
    // checked with it; a wire PluginTree's {"tool": …} is a definition already, so no protocol op reaches it.
    '!reference-impl/registry/define-agent-tool.ts',
  ],
  coverageAnalysis: 'perTest',
  // Module-level code runs once at import; re-running every suite per static mutant costs hours.
  ignoreStatic: true,
  disableTypeChecks: true,
  checkers: [],
  concurrency: 2,
  timeoutMS: 60_000,
  timeoutFactor: 2,
  ignorePatterns: ['dist', 'reports', '.capkit', 'capkit-found', '*.log', '.ci', 'bench'],
  reporters: ['json', 'html', 'clear-text', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  // Sandboxes live outside the checkout: inside it, a plain `vitest run` (whose include is **/*.test.ts)
  // would also pick up the sandbox's copies of every test while a mutation run is going on.
  // One folder per checkout: two checkouts' runs (CI shares the machine) never clean each other's sandboxes.
  tempDirName: join(tmpdir(), 'capkit-stryker', createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12)),
  cleanTempDir: true,
};
