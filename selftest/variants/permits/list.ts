// Variant hosts of area permits (see ../index.ts): other choices the spec leaves open in this area.
import type { Variant } from '../variant.js';
import { variantEntry } from '../variant.js';

export const permitsVariants: readonly Variant[] = [
  variantEntry('permits', 'no-lint', ['permits'], ['PERMIT-020'], 'does not lint: the lint op is an op it does not implement (a step error)'),
  variantEntry('permits', 'no-step-validation', ['permits', 'access'], ['PROTOCOL-004', 'PROTOCOL-006'], 'validates nothing beyond the contract: schema-invalid steps and setups are read in some consistent way'),
  variantEntry('permits', 'empty-items-dropped', ['permits', 'access'], ['PERMIT-028', 'PERMIT-020'], "zhin.js's reading: an empty item among others is dropped (group(a,,b) is group(a,b)), in evaluation and in lint"),
  variantEntry('permits', 'unicode-trim-items', ['permits', 'access'], ['PERMIT-030', 'PERMIT-020'], "zhin.js's reading: permit items are trimmed with JavaScript's trim(), which also strips U+00A0, U+3000 and the other Unicode white space, in evaluation and in lint"),
  variantEntry('permits', 'open-parenthesis-is-text', ['permits', 'access'], ['PERMIT-032', 'PERMIT-020'], "zhin.js's reading: a \"(\" inside the items is item text (group(a(b) holds for the group a(b)), in evaluation and in lint"),
  variantEntry('permits', 'role-user-exact', ['permits', 'access'], ['PERMIT-027'], "zhin.js's reading: role(user) holds only for a sender whose role is user, not for a master or trusted sender"),
  variantEntry('permits', 'other-error-codes', ['permits', 'access'], [], 'answers step errors with other kebab-case codes and messages (no-such-operation, invalid-step, invalid-setup)'),
];
