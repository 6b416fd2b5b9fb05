// Which files of the suites a run against a host loads. A checkout runs the TypeScript sources
// (suites/); the package ships the suites compiled (dist/suites/) and runs those: no TypeScript is
// transformed at run time, and a run's records name the source file either way.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { kitRoot } from '../../spec/paths.js';

/** True where the suites' sources are absent (the installed package): the compiled suites run. */
export const SUITES_COMPILED: boolean = !existsSync(join(kitRoot, 'suites'));

/** The folder of the suites a run loads, kit-relative. */
export const SUITES_RUN_DIR: string = SUITES_COMPILED ? 'dist/suites' : 'suites';

/** The conformance tests of the areas a run covers. */
export function suiteFilesOf(areas: readonly string[], compiled: boolean = SUITES_COMPILED): string[] {
  return areas.map((area) => (compiled ? `dist/suites/${area}/**/*.test.js` : `suites/${area}/**/*.test.ts`));
}

/**
 * The suites' own oracle tests (each area's model of the rules checked against the rules' examples, and the
 * inputs the suites generate checked against the schemas) never talk to a host: what they find is a fault of
 * the kit, found by the kit's own tests, so a run against a host leaves them out.
 */
export const ORACLE_SELF_TESTS: readonly string[] = ['suites/**/model.test.ts', 'suites/**/*-model.test.ts', 'dist/suites/**/model.test.js', 'dist/suites/**/*-model.test.js'];

/** A suite file as records and lists name it: its source, whether the run loaded it compiled or not. */
export function suiteSourceName(file: string): string {
  const m = /^dist\/(suites\/.+)\.js$/.exec(file);
  return m ? `${m[1]}.ts` : file;
}
