// Variant hosts of area turns (see ../index.ts): other choices the spec leaves open in this area.
import type { Variant } from '../variant.js';

export const turnsVariants: readonly Variant[] = [];
