// The areas the kit has conformance suites for: the folders under suites/ named after an area.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AREAS } from '../../host/protocol.js';
import { suitesDir } from '../../spec/paths.js';

export function suiteAreas(): string[] {
  return AREAS.filter((area) => existsSync(join(suitesDir, area)));
}
