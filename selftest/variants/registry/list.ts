// Variant hosts of area registry (see ../index.ts): other choices the spec leaves open in this area.
import type { Variant } from '../variant.js';
import { variantEntry } from '../variant.js';

const registry = (name: string, departsFrom: readonly string[], takes: string): Variant => variantEntry('registry', name, ['registry'], departsFrom, takes);

export const registryVariants: readonly Variant[] = [
  registry('last-problem-reported', [], 'a commit with several problems answers the last one found, not the first'),
  registry('malformed-step-code', [], 'a schema-invalid step answers the step error code malformed-step instead of bad-step'),
  registry('no-step-validation', ['PROTOCOL-004'], 'schema-invalid steps are interpreted where they can be (empty strings are values, numbers are their text), not refused'),
  registry('other-messages', [], 'every error message is worded anew, naming only what the spec says it names; a thrown setup() names its plugin with "__"'),
  registry('unresolvable-ref-refused-at-commit', [], 'a schema whose $ref resolves nowhere fails the candidate instead of failing the calls that need it'),
];
