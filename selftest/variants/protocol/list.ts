// Variant hosts of area protocol (see ../index.ts): other choices the spec leaves open in this area.
import type { Variant } from '../variant.js';

export const protocolVariants: readonly Variant[] = [];
