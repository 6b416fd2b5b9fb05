// Broken: a retention's prompt sections are tried by (order, identity), so order decides which survives (breaks TURN-031).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { byOrderThenId, packSections } from '../../reference-impl/turns/prompt-sections.js';
import type { Packer } from '../../reference-impl/turns/prompt-sections.js';
import { createTurnOps } from '../../reference-impl/turns/ops.js';

// The reference tries a retention's sections by identity; renaming them in (order, identity) order makes
// it try them by order, and the kept ones get their own names back.
const packByOrder: Packer = (sections, budget, measure) => {
  const ranked = byOrderThenId(sections);
  const alias = new Map(ranked.map((s, i) => [`${String(i).padStart(8, '0')}`, s]));
  const packed = packSections(ranked.map((s, i) => ({ ...s, id: `${String(i).padStart(8, '0')}` })), budget, measure);
  return packed?.map((s) => alias.get(s.id)!);
};

export default createReferenceHost({ dispatch: { ...referenceDispatch, turns: createTurnOps({ pack: packByOrder }) } });
