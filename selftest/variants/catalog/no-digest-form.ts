// Variant: a host that offers no optional answer form. Its hello declares no `features`, so the kit never
// sends it the digest form of `tools` (spec/protocol.md §2, CATALOG-028) and a benchmark reads its full
// answers. Offering the form is the host's choice: this departs from no requirement.
import { createReferenceHost } from '../../../reference-impl/host.js';

export default createReferenceHost({ features: [] });
