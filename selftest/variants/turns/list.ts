// Variant hosts of area turns (see ../index.ts): other choices the spec leaves open in this area.
import type { Variant } from '../variant.js';
import { variantEntry } from '../variant.js';

export const turnsVariants: readonly Variant[] = [
  variantEntry('turns', 'no-step-validation', ['turns'], ['PROTOCOL-004', 'PROTOCOL-006'], 'validates nothing beyond spec/turns.md: steps and setups that break the schemas are read leniently, not refused'),
  variantEntry('turns', 'other-error-codes', ['turns'], [], 'other codes where the protocol gives one as an example: no-such-op, malformed-step, unreadable-setup'),
  variantEntry('turns', 'other-wording', ['turns'], [], 'other free wording: every step error message and the error text of invalid input'),
];
