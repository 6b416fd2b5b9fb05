// The vitest runner of the broken-host catalogue: every suite file is collected once per host of its
// area, each copy inside a describe block named after the host and with that host in CAPKIT_HOST while
// it is evaluated. The suite modules a file imports are loaded once per worker for all hosts, which is
// what makes a catalogue of a hundred hosts cost about its tests, not a hundred module loads.
import { describe } from 'vitest';
import { VitestTestRunner } from 'vitest/runners';
import { catalogueHostsFromEnv, hostBlockName, suiteArea } from './catalogue-hosts.js';
import { RUN_AREAS_ENV } from '../../suites/support/run-areas.js';

type ImportSource = Parameters<VitestTestRunner['importFile']>[1];

export default class HostsRunner extends VitestTestRunner {
  override importFile(filepath: string, source: ImportSource): unknown {
    if (source !== 'collect') return super.importFile(filepath, source);
    const area = suiteArea(filepath);
    for (const host of catalogueHostsFromEnv().filter((h) => area !== undefined && h.areas.includes(area))) {
      describe(hostBlockName(host.name), async () => {
        // useHostUnderTest reads CAPKIT_HOST when the file registers its hooks, i.e. during this import.
        process.env.CAPKIT_HOST = JSON.stringify({ kind: 'module', path: host.path });
        // The areas its own run would judge (suites/support/run-areas.ts), as `capkit run` tells its suites.
        process.env[RUN_AREAS_ENV] = host.areas.join(',');
        // Its own module id per host: a fresh copy of the test file, its imports shared.
        await super.importFile(`${filepath}?capkit-host=${encodeURIComponent(host.name)}`, source);
      });
    }
    return undefined;
  }
}
