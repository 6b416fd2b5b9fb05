// Variant hosts of area permits (see ../index.ts): other choices the spec leaves open in this area.
import type { Variant } from '../variant.js';

export const permitsVariants: readonly Variant[] = [];
