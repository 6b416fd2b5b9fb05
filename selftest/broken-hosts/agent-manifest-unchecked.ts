// Broken: agent.json is read leniently: a manifest that is no object, or a malformed auto, means "not automatic" (breaks REGISTRY-028).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import type { autoPlatformOf } from '../../reference-impl/registry/agents.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';
import { referencePrepareRules } from '../../reference-impl/registry/prepare.js';

const lenient: typeof autoPlatformOf = (manifest) => {
  const value = (manifest as { value?: { auto?: { platform?: unknown } } | null }).value;
  const platform = value?.auto?.platform;
  return { ok: true, platform: typeof platform === 'string' && platform !== '' ? platform : undefined };
};

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, agentManifest: lenient } }) },
});
