// Variant hosts of area registry (see ../index.ts): other choices the spec leaves open in this area.
import type { Variant } from '../variant.js';

export const registryVariants: readonly Variant[] = [];
