// vitest sets process.exitCode when a test fails; a run puts it back as it was once it ends, so a
// program (or a test) calling runConformance keeps its own exit code. The suites' host, seed and limits
// reach the workers through vitest's `env` (cli/run/run-suites.ts): this process's environment is
// neither read for them nor written.
export async function withSuiteEnvironment<T>(run: () => Promise<T>): Promise<T> {
  const exitCode = process.exitCode;
  try {
    return await run();
  } finally {
    process.exitCode = exitCode;
  }
}
