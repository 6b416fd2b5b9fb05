// Variant: a turns host that validates nothing beyond what spec/turns.md states. It reads every step and
// setup in some consistent way instead of refusing what breaks the schemas: an empty session is a session,
// a port of the wrong shape holds the answers it can read, a malformed section field is read as well as it
// can be, a bad prompt budget is no budget. It departs only from PROTOCOL-004 and PROTOCOL-006 (SHOULD);
// every contract requirement of area turns must still pass, since they are checked with well-formed input.
import type { Step } from '../../../host/protocol.js';
import { createReferenceHost } from '../../../reference-impl/host.js';
import { referenceDispatch } from '../../../reference-impl/host.js';
import type { PluginTree } from '../../../reference-impl/registry/plugin-tree.js';
import { checkPluginTree } from '../../../reference-impl/registry/plugin-tree.js';
import { createTurnOps } from '../../../reference-impl/turns/ops.js';
import type { Answer } from '../../../reference-impl/turns/question-port.js';
import type { Profile, Retention, Section } from '../../../reference-impl/turns/section-definition.js';
import { PROFILES, RETENTIONS, sectionsOfTrees } from '../../../reference-impl/turns/section-definition.js';
import type { TurnStepReader } from '../../../reference-impl/turns/step-reader.js';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v) ?? '');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** The answers it can read: a reply needs a reply field, else deny or approve by their truthiness. */
function answersOf(port: unknown): Answer[] {
  const out: Answer[] = [];
  for (const a of list(isPlainObject(port) ? port.answers : undefined)) {
    if (!isPlainObject(a)) continue;
    if ('reply' in a) out.push({ reply: text(a.reply), subject: text(a.subject), session: text(a.session) });
    else if (a.deny) out.push({ deny: true });
    else if (a.approve) out.push({ approve: true });
  }
  return out;
}

/** Any value as a section: strings by their text, numbers by Number(), unknown lists entries dropped. */
function lenientSection(value: unknown, id: string, source: string): Section {
  const d = isPlainObject(value) ? value : {};
  const order = Number(d.order);
  const maxChars = Number(d.maxChars);
  return {
    id,
    source,
    title: text(d.title),
    content: text(d.content),
    layer: typeof d.layer === 'string' ? d.layer : undefined,
    order: Number.isFinite(order) ? order : 0,
    retention: (RETENTIONS as readonly unknown[]).includes(d.retention) ? (d.retention as Retention) : 'opportunistic',
    // A cap that is not a count of characters caps nothing.
    maxChars: d.maxChars !== undefined && Number.isInteger(maxChars) && maxChars >= 0 ? maxChars : undefined,
    profiles: list(d.profiles).filter((p): p is Profile => (PROFILES as readonly unknown[]).includes(p)),
    platforms: list(d.platforms).map(text),
  };
}

/** Trees: a non-list is no tree; entries it cannot read as a PluginTree are left out. */
function lenientTrees(step: Step): PluginTree[] {
  return list(step.trees).flatMap((tree) => {
    const checked = checkPluginTree(tree);
    return checked.ok ? [checked.tree] : [];
  });
}

const lenientReader: TurnStepReader = {
  setup(setup) {
    const config = isPlainObject(setup) && isPlainObject(setup.config) ? setup.config : {};
    const max = config.systemPromptMaxChars;
    return { budget: typeof max === 'number' && Number.isInteger(max) && max >= 0 ? max : undefined };
  },
  trees: lenientTrees,
  sections: (trees) => sectionsOfTrees(trees, { read: lenientSection }),
  startTurn: (step) => ({
    session: text(step.session),
    message: isPlainObject(step.message) ? step.message : null,
    profile: step.profile === 'scheduled' ? 'scheduled' : 'interactive',
    answers: step.port === null || step.port === undefined ? null : answersOf(step.port),
    // origin and policy are any JSON: there is nothing to read leniently.
    origin: step.origin,
    policy: step.policy,
  }),
  call: (step) => ({ tool: text(step.tool), input: step.input ?? null }),
  turnId: (step) => text(step.turn),
};

export default createReferenceHost({ dispatch: { ...referenceDispatch, turns: createTurnOps({ reader: lenientReader }) } });
