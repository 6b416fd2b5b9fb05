// The reference host as an in-process host module (host/protocol.ts InProcessHost). The stdio form
// (`capkit host`) wraps this same object.
import type { Case, HelloResponse, InProcessHost, RunAnswer } from '../host/protocol.js';
import { PROTOCOL_VERSION } from '../host/protocol.js';
import { kitVersion } from '../spec/paths.js';
import { dispatchStep } from './dispatch.js';
import type { DispatchTable } from './step.js';
import type { PlatformGrants } from './permits/platform-grants.js';
import type { HostSemantics } from './semantics.js';
import { semanticsWith } from './semantics.js';
import { createPermitsOps } from './permits/ops.js';
import { createAccessOps } from './access/ops.js';
import { createRegistryOps } from './registry/ops.js';
import { createTurnOps } from './turns/ops.js';
import { createCatalogOps } from './catalog/ops.js';

/** The reference's areas, in the order the spec builds them up; a broken or variant host replaces entries. */
export const referenceDispatch: DispatchTable = {
  permits: createPermitsOps(),
  access: createAccessOps(),
  registry: createRegistryOps(),
  turns: createTurnOps(),
  catalog: createCatalogOps(),
};

export interface ReferenceHostOptions extends Partial<HostSemantics> {
  /** Replaces the whole dispatch table (e.g. to add an area in a test). */
  dispatch?: DispatchTable;
  /** The optional answer forms hello declares (spec/protocol.md §2); default: the digest form of area catalog. */
  features?: readonly string[];
  /** The implementation name hello announces (default capkit-reference). */
  name?: string;
}

export function createReferenceHost(options: ReferenceHostOptions = {}): InProcessHost {
  const { dispatch = referenceDispatch, features: declared = ['catalog.tools.digest'], name = 'capkit-reference', ...overrides } = options;
  const semantics = semanticsWith(overrides);
  const areas = Object.keys(dispatch);
  return {
    hello(): HelloResponse {
      return {
        protocol: PROTOCOL_VERSION,
        implementation: { name, version: kitVersion, language: 'typescript' },
        areas: [...areas],
        ...(declared.length > 0 ? { features: [...declared] } : {}),
      };
    },
    run(testCase: Case): RunAnswer {
      // The kit sends only cases of case.schema.json, of areas hello claims (protocol.md §2); `capkit host`
      // answers any other line itself (host/serve-stdio.ts), so a case here is well-shaped.
      const ops = dispatch[testCase.area] as DispatchTable[string];
      // Fresh state per case: nothing survives from one run to the next. Grants are read defensively by
      // the evaluator (platform-grants.ts), and each area checks its setup's schema before a rule runs.
      const context = { semantics, grants: (testCase.setup.platformGrants ?? {}) as PlatformGrants, setup: testCase.setup };
      return { results: testCase.steps.map((step) => dispatchStep(ops, step, context)) };
    },
  };
}


const referenceHost: InProcessHost = createReferenceHost();
export default referenceHost;
