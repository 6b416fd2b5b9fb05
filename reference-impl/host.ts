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
  /** The optional answer forms hello declares (spec/protocol.md §2); default: the digest form where area catalog is served. */
  features?: readonly string[];
  /** The implementation name hello announces (default capkit-reference). */
  name?: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Grants are read defensively by the evaluator, so anything object-shaped is passed on as is. */
function grantsOf(setup: unknown): PlatformGrants {
  const grants = isPlainObject(setup) ? setup.platformGrants : undefined;
  return isPlainObject(grants) ? (grants as PlatformGrants) : {};
}

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  try {
    return String(error);
  } catch {
    return 'unprintable error';
  }
}

export function createReferenceHost(options: ReferenceHostOptions = {}): InProcessHost {
  const { dispatch = referenceDispatch, features, name = 'capkit-reference', ...overrides } = options;
  const semantics = semanticsWith(overrides);
  const areas = Object.keys(dispatch);
  const declared = features ?? (areas.includes('catalog') ? ['catalog.tools.digest'] : []);
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
      try {
        // The kit sends only cases of case.schema.json (an object with a string area and an array of steps) and
        // only of areas the host claims (protocol.md §2), so no conformance case reaches these four answers:
        // they are for a person typing at `capkit host` (host.test.ts checks them).
        if (!isPlainObject(testCase)) return { errored: true, message: 'a case must be an object' };
        const { area, steps } = testCase as { area?: unknown; steps?: unknown };
        if (typeof area !== 'string') return { errored: true, message: 'case has no string field "area"' };
        if (!Object.prototype.hasOwnProperty.call(dispatch, area)) {
          return { skipped: true, reason: `${name} does not implement area "${area}" (implements: ${areas.join(', ')})` };
        }
        if (!Array.isArray(steps)) return { errored: true, message: 'case has no array field "steps"' };
        // Fresh state per case: nothing survives from one run to the next.
        const context = { semantics, grants: grantsOf(testCase.setup), setup: testCase.setup as unknown };
        return { results: steps.map((step: unknown) => dispatchStep(dispatch, area, step, context)) };
      }
      catch (error) {
        return { errored: true, message: `capkit-reference failed: ${errorText(error)}` };
      }
    },
  };
}


const referenceHost: InProcessHost = createReferenceHost();
export default referenceHost;
