// Variant hosts of area catalog (see ../index.ts): other choices the spec leaves open in this area.
import type { Variant } from '../variant.js';
import { variantEntry } from '../variant.js';

const AREAS = ['catalog'];

export const catalogVariants: readonly Variant[] = [
  variantEntry('catalog', 'no-digest-form', AREAS, [], 'hello declares no features: the digest form of tools is never asked for'),
  variantEntry('catalog', 'no-step-validation', AREAS, ['PROTOCOL-004', 'PROTOCOL-006'], 'steps and setups that break the schemas are read as best they can be instead of answering bad-step'),
  variantEntry('catalog', 'other-discover-ranking', AREAS, ['CATALOG-009'], 'discover ranks by case-sensitive word scores, skills before tools, names descending (exact tool name still first)'),
  variantEntry('catalog', 'other-error-wording', AREAS, [], 'other words for every free message, malformed-step for bad-step; invalid-config still names the key'),
  variantEntry('catalog', 'other-framework-tools', AREAS, [], 'other descriptions and input schemas for the framework tools'),
];
