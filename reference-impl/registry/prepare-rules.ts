// The rules prepare applies (REGISTRY-001/003/004/008/009/012/013/019/021/023/028/033), one function or value
// each, so that a broken host (selftest/broken-hosts) can replace exactly one of them.
import { requestedToolsOf } from './agent-requests.js';
import { autoPlatformOf, REQUIRED_AGENT_FILES, routingConflicts } from './agents.js';
import type { AgentCapability, Named } from './capability.js';
import { validateDefinition } from './definition.js';
import { classify } from './discover.js';
import { findDuplicates } from './duplicates.js';
import { isSegment, MAX_QUALIFIED_NAME } from './names.js';
import type { Problem } from './registry-error.js';
import type { VisibleRegistrations } from './seam.js';
import { visibleRegistrations } from './seam.js';
import { projectRegistration } from './seam-projection.js';

export interface PrepareRules {
  readonly segmentRule: (segment: string) => boolean;
  readonly maxQualifiedName: number;
  readonly visible: VisibleRegistrations;
  readonly duplicates: (entries: readonly Named[]) => Problem[];
  /** The namespaces duplicates are judged in: tools and skills apart (REGISTRY-019). */
  readonly namespaces: <T extends Named>(tools: readonly T[], skills: readonly T[]) => (readonly T[])[];
  readonly classify: typeof classify;
  readonly validate: typeof validateDefinition;
  readonly requiredAgentFiles: readonly string[];
  readonly agentManifest: typeof autoPlatformOf;
  readonly agentRequests: typeof requestedToolsOf;
  readonly routing: (agents: readonly AgentCapability[]) => Problem[];
  readonly seamDrafts: typeof projectRegistration;
}

export const referencePrepareRules: PrepareRules = {
  segmentRule: isSegment,
  maxQualifiedName: MAX_QUALIFIED_NAME,
  visible: visibleRegistrations,
  duplicates: findDuplicates,
  // The lists as they are: a rule only reads them.
  namespaces: (tools, skills) => [tools, skills],
  classify,
  validate: validateDefinition,
  requiredAgentFiles: REQUIRED_AGENT_FILES,
  agentManifest: autoPlatformOf,
  agentRequests: requestedToolsOf,
  routing: routingConflicts,
  seamDrafts: projectRegistration,
};
