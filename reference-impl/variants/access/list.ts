// Variant hosts of area access (see ../index.ts): other choices the spec leaves open in this area.
import type { Variant } from '../variant.js';

export const accessVariants: readonly Variant[] = [];
