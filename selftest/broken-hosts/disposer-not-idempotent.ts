// Broken: a disposer removes "the provider at its registration index" each time, so disposing twice removes another provider (breaks REGISTRY-022).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';
import type { Disposer, Registration } from '../../reference-impl/registry/seam.js';
import { SeamIntegration } from '../../reference-impl/registry/seam.js';

class IndexDisposingSeam extends SeamIntegration {
  protected override disposerFor(registration: Registration): Disposer {
    const at = this.live.indexOf(registration);
    // The classic slip: the index is remembered, not the registration, and no "already disposed" flag.
    return () => {
      if (at < this.live.length) this.live.splice(at, 1);
    };
  }
}

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ createSeam: () => new IndexDisposingSeam() }) },
});
