// A run tells its vitest workers the host, seed and limits through process.env (cli/run/run-suites.ts),
// and vitest sets process.exitCode when a test fails. Both are put back as they were once the run ends,
// so a program (or a test) calling runConformance keeps its own environment and exit code.
const SUITE_VARIABLES = [
  'CAPKIT_HOST',
  'CAPKIT_SEED',
  'CAPKIT_TIMEOUT_MULTIPLIER',
  'CAPKIT_HELLO',
  'CAPKIT_VALIDATE_PROTOCOL',
  'CAPKIT_PROPERTY_RUNS',
  'CAPKIT_SHARD',
] as const;

export async function withSuiteEnvironment<T>(run: () => Promise<T>): Promise<T> {
  const saved = SUITE_VARIABLES.map((name) => [name, process.env[name]] as const);
  const exitCode = process.exitCode;
  try {
    return await run();
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    process.exitCode = exitCode;
  }
}
