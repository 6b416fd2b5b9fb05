// Runs the conformance suites against every named broken host and tells which ones the suites caught.
// A mutant is caught when at least one of the requirements it breaks does not PASS.
import { join } from 'node:path';
import { mutants, type Mutant } from '../../reference-impl/mutants/index.js';
import { kitRoot } from '../../spec/paths.js';
import { loadRequirements } from '../../spec/requirements.js';
import { aggregate } from '../run/aggregate.js';
import { runSuites } from '../run/run-suites.js';

export interface MutantVerdict {
  mutant: Mutant;
  caught: boolean;
  /** Requirements that did not PASS against this mutant (among those its rules' tests cover). */
  failing: string[];
  /** The mutant's own rules among them. */
  caughtBy: string[];
}

export async function runMutants(options: { seed: number; propertyRuns?: number; only?: string[]; onDone?: (v: MutantVerdict) => void }): Promise<MutantVerdict[]> {
  const requirements = loadRequirements();
  const selected = options.only ? mutants.filter((m) => options.only!.includes(m.name)) : mutants;
  const verdicts: MutantVerdict[] = [];
  for (const mutant of selected) {
    const areas = [...new Set(mutant.rules.map((id) => requirements.find((r) => r.id === id)?.area).filter((a): a is string => a !== undefined))];
    const { collector } = await runSuites({
      host: { kind: 'module', path: join(kitRoot, mutant.file) },
      areas,
      seed: options.seed,
      timeoutMultiplier: 1,
      validateProtocol: false,
      showProgress: false,
      // Only the tests that name one of the mutant's rules: "caught" means one of those rules fails.
      grep: mutant.rules.join('|'),
      ...(options.propertyRuns !== undefined ? { propertyRuns: options.propertyRuns } : {}),
    });
    const { results } = aggregate({ requirements, records: collector.records, applicableAreas: areas, notApplicableAreas: [], filtered: true, requireAreas: false });
    const failing = results.filter((r) => r.status !== 'PASS' && r.status !== 'NOT_RUN').map((r) => r.id);
    const caughtBy = mutant.rules.filter((id) => failing.includes(id));
    const verdict = { mutant, caught: caughtBy.length > 0, failing, caughtBy };
    verdicts.push(verdict);
    options.onDone?.(verdict);
  }
  return verdicts;
}
