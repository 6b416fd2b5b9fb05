// Broken: a malformed agent.json `tools` is read as "no request" instead of failing the candidate (breaks REGISTRY-033).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import type { requestedToolsOf } from '../../reference-impl/registry/agent-requests.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';
import { referencePrepareRules } from '../../reference-impl/registry/prepare.js';

const lenient: typeof requestedToolsOf = (manifest) => {
  const tools = (manifest as { value?: { tools?: unknown } | null }).value?.tools;
  return { ok: true, tools: Array.isArray(tools) ? tools.filter((t): t is string => typeof t === 'string' && t !== '') : [] };
};

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, agentRequests: lenient } }) },
});
