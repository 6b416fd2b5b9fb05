// Variant hosts of area catalog (see ../index.ts): other choices the spec leaves open in this area.
import type { Variant } from '../variant.js';

export const catalogVariants: readonly Variant[] = [];
