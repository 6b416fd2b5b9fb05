// The areas the kit has conformance suites for: the folders under suites/ (dist/suites/ in the package) named after an area.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AREAS } from '../../host/protocol.js';
import { kitRoot } from '../../spec/paths.js';
import { SUITES_RUN_DIR } from './suite-files.js';

export function suiteAreas(): string[] {
  return AREAS.filter((area) => existsSync(join(kitRoot, SUITES_RUN_DIR, area)));
}
