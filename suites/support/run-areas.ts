// The areas a run judges, as the suites learn them from their environment. One area's suite leaves a
// failure to another area's rule only when that rule is judged by the same run: otherwise the failure
// would leave the run without a verdict. Unset (a suite started outside `capkit run`), no other area counts.

/** The environment variable holding the run's areas, comma-separated. */
export const RUN_AREAS_ENV = 'CAPKIT_RUN_AREAS';

/** The areas of this run, from `env` (none when unset). */
export function runAreasFromEnv(env: NodeJS.ProcessEnv = process.env): readonly string[] {
  const raw = env[RUN_AREAS_ENV];
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split(',').map((a) => a.trim()).filter((a) => a !== '');
}
