// Broken: agent.json is read leniently: a manifest that is no object, or a malformed auto, means "not automatic" (breaks REGISTRY-028).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import type { autoPlatformOf } from '../registry/agents.js';
import { createRegistryOps } from '../registry/ops.js';
import { referencePrepareRules } from '../registry/prepare.js';

const lenient: typeof autoPlatformOf = (manifest) => {
  const value = (manifest as { value?: { auto?: { platform?: unknown } } | null }).value;
  const platform = value?.auto?.platform;
  return { ok: true, platform: typeof platform === 'string' && platform !== '' ? platform : undefined };
};

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, agentManifest: lenient } }) },
});
