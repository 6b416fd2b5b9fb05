// Variant hosts of area access (see ../index.ts): other choices the spec leaves open in this area.
import type { Variant } from '../variant.js';
import { variantEntry } from '../variant.js';

export const accessVariants: readonly Variant[] = [
  variantEntry('access', 'null-fields-absent', ['access'], ['PROTOCOL-004'], 'reads a tool field given as null as absent instead of refusing the step'),
];
