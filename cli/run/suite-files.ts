// Which files of suites/ a run against a host loads.

/** The conformance tests of the areas a run covers. */
export function suiteFilesOf(areas: readonly string[]): string[] {
  return areas.map((area) => `suites/${area}/**/*.test.ts`);
}

/**
 * The suites' own oracle tests (each area's model of the rules checked against the rules' examples, and the
 * inputs the suites generate checked against the schemas) never talk to a host: what they find is a fault of
 * the kit, found by the kit's own tests, so a run against a host leaves them out.
 */
export const ORACLE_SELF_TESTS: readonly string[] = ['suites/**/model.test.ts', 'suites/**/*-model.test.ts'];
