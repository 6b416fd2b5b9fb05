// An executable model of the permit rules (spec/permits.md), the property tests' oracle. Each verdict
// comes with the rule that decided it (one bug, one red requirement): the grammar rule that makes a
// permit malformed, PERMIT-024 without a message, else the first misreading (./readings.ts) that would
// change the verdict, else the rule of the permit's kind. Meant for inputs of a few KB, not for speed.
import { itemsOf, itemsProblem, parsePermit, shapeOf } from './model-grammar.js';
import type { Kind, Shape } from './model-grammar.js';
import { viewOf } from './model-message.js';
import type { MessageView } from './model-message.js';
import { FREEDOMS, KIND_RULE, MISREADINGS, SPEC } from './readings.js';
import type { Reading } from './readings.js';

export { isWellFormed, KINDS, parsePermit } from './model-grammar.js';
export type { Kind, ParsedPermit } from './model-grammar.js';

/** platformGrants[adapter][senderId] = granted platform permissions. */
export type PlatformGrants = Record<string, Record<string, string[]>>;

/** A verdict and the requirement whose rule decided it. */
export interface Decision {
  holds: boolean;
  /** The deciding rule: the first of `readings`, else `fallback` (for a list of several permits, see below). */
  rule: string;
  /** The misreadings that would have changed this verdict, most specific first. */
  readings: readonly Reading[];
  /** The rule that decides when no misreading changes the verdict. */
  fallback: string;
  /**
   * A list of several permits: its wrong verdict is charged to `fallback` (PERMIT-006), or, when every
   * permit fails, to the first permit's decision (`first`); `readings` only acquit (./blame.ts).
   */
  list?: { first?: Decision };
  /** The verdicts the readings the spec also allows give (FREEDOMS): answering one of them breaks no MUST. */
  allowed: readonly boolean[];
}

/**
 * A verdict and its deciding rule. `free` holds the verdicts of the allowed readings (FREEDOMS, in order):
 * where one of them differs, the spec leaves this verdict open, and the rule that recommends the spec's
 * answer (a SHOULD) is the one a different answer departs from.
 */
function decided(holds: boolean, readings: readonly Reading[], fallback: string, free: readonly boolean[] = []): Decision {
  const freedom = FREEDOMS.find((_, i) => free[i] !== undefined && free[i] !== holds);
  return { holds, rule: freedom?.rule ?? readings[0]?.rule ?? fallback, readings, fallback, allowed: [...new Set([holds, ...free])] };
}

function ownEntries(value: unknown): [string, unknown][] {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];
}

/** Does the declarative checker of `adapter` grant `perm` to `sender`? Keys compared as the reading does. */
function granted(grants: unknown, adapter: string, sender: string, perm: string, r: Reading): boolean {
  return ownEntries(grants).some(
    ([a, bySender]) => r.equals(a, adapter) && ownEntries(bySender).some(([s, perms]) => r.equals(s, sender) && Array.isArray(perms) && perms.some((p) => typeof p === 'string' && r.equals(p, perm))),
  );
}

function anyOrAll(items: readonly string[], join: Reading['itemsJoin'], test: (item: string) => boolean): boolean {
  return join === 'or' ? items.some(test) : items.every(test);
}

function holdsOn(kind: Kind, items: readonly string[], view: MessageView, grants: unknown, r: Reading): boolean {
  switch (kind) {
    case 'group':
    case 'private':
    case 'channel':
      if (!r.typeIs(view.conversationType, kind)) return false;
      if (items.length === 0) return r.emptyIsAny;
      return anyOrAll(items, r.itemsJoin, (item) => (item === '*' && r.starIsAny(kind)) || r.equals(item, view.conversationId));
    case 'adapter':
      return anyOrAll(items, r.itemsJoin, (item) => (item === '*' && r.starIsAny(kind)) || r.equals(item, view.adapter));
    case 'user':
      return view.senderId !== undefined && anyOrAll(items, r.itemsJoin, (item) => (item === '*' && r.starIsAny(kind)) || r.equals(item, view.senderId));
    case 'role':
      return anyOrAll(items, r.itemsJoin, (item) => r.roleHolds(view.role, item));
    case 'platform': {
      const [adapter = '', perm = ''] = items;
      return (!r.platformChecksAdapter || r.equals(adapter, view.adapter)) && view.senderId !== undefined && granted(grants, adapter, view.senderId, perm, r);
    }
  }
}

/**
 * One permit against one message under each of `readings`; malformed (under a reading) or no message: false.
 * The shape is read once, the items once per trimming and the message once per way of reading it: a verdict
 * is asked under every misreading, and they share most of the work.
 */
function holdsUnderEach(permit: unknown, message: unknown, grants: unknown, readings: readonly Reading[]): boolean[] {
  const viewBy = new Map<Reading['view'], MessageView | undefined>();
  const onShape = (shape: Shape): ((r: Reading) => boolean) => {
    if (!shape.ok) return () => false;
    const { kind, rawItems } = shape.shape;
    const itemsBy = new Map<Reading['trim'], string[] | undefined>();
    return (r) => {
      if (!itemsBy.has(r.trim)) {
        const items = itemsOf(rawItems, r.trim);
        itemsBy.set(r.trim, itemsProblem(kind, items) === undefined ? items : undefined);
      }
      const items = r.dropsEmptyItems === true ? withoutEmptyItems(kind, itemsOf(rawItems, r.trim)) : itemsBy.get(r.trim);
      if (items === undefined) return false;
      if (!viewBy.has(r.view)) viewBy.set(r.view, viewOf(message, r.view));
      const view = viewBy.get(r.view);
      return view !== undefined && holdsOn(kind, items, view, grants, r);
    };
  };
  const spec = shapeOf(permit);
  const bySpec = onShape(spec);
  // zhin.js reads a "(" inside the items as text (PERMIT-032's other answer): its reading gets that shape.
  const byText = !spec.ok && spec.rule === 'PERMIT-032' ? onShape(shapeOf(permit, true)) : bySpec;
  return readings.map((r) => (r.openParenIsText === true ? byText(r) : bySpec(r)));
}

/** zhin.js's reading of empty items (PERMIT-028's other answer): a list kind drops them; platform(…) is no list. */
function withoutEmptyItems(kind: Kind, items: readonly string[]): string[] | undefined {
  const kept = kind === 'platform' ? [...items] : items.filter((item) => item !== '');
  return itemsProblem(kind, kept) === undefined ? kept : undefined;
}

/** One permit against one message under a reading; malformed (under that reading) or no message: false. */
export function holdsUnder(permit: unknown, message: unknown, grants: unknown, r: Reading = SPEC): boolean {
  return holdsUnderEach(permit, message, grants, [r])[0] as boolean;
}

const changedBy = (holds: boolean, under: readonly boolean[]): Reading[] => MISREADINGS.filter((_, i) => under[i] !== holds);

// A misreading of how items compare (case, trimming, OR, `*`) may live in one kind's code only (a host that
// folds case for adapter() and nowhere else): a right answer about one kind acquits it for that kind alone
// (./blame.ts). Misreadings of the message view are one for every kind.
const byKind = new Map<string, Reading>();
function ofKind(r: Reading, kind: string): Reading {
  if (r.view !== SPEC.view) return r;
  const key = `${r.key} in ${kind}()`;
  let scoped = byKind.get(key);
  if (scoped === undefined) byKind.set(key, (scoped = { ...r, key }));
  return scoped;
}

/** One permit's verdict on one message (`null` = no message) and the rule that decided it. */
export function decidePermit(permit: unknown, message: unknown, grants: unknown = {}): Decision {
  const parsed = parsePermit(permit);
  // A malformed permit that a misreading of trimming would read as well-formed and holding: trimming decided it.
  if (!parsed.ok) return decided(false, changedBy(false, holdsUnderEach(permit, message, grants, MISREADINGS)), parsed.rule, holdsUnderEach(permit, message, grants, FREEDOMS));
  if (viewOf(message) === undefined) return decided(false, [], 'PERMIT-024');
  const [holds, ...under] = holdsUnderEach(permit, message, grants, [SPEC, ...MISREADINGS]) as [boolean, ...boolean[]];
  const readings = changedBy(holds, under).map((r) => ofKind(r, parsed.permit.kind));
  return decided(holds, readings, KIND_RULE[parsed.permit.kind], holdsUnderEach(permit, message, grants, FREEDOMS));
}

/**
 * A permit list's verdict (AND of permits; [] allows, even with no message) and its deciding rule: the
 * single permit's for a list of one; for longer lists the first permit's when all of them fail (a host
 * with one bug can only admit such a list if it gets each of them wrong), else PERMIT-006 (AND).
 */
export function decidePermitList(permits: readonly unknown[], message: unknown, grants: unknown = {}): Decision {
  if (permits.length === 0) return decided(true, [], 'PERMIT-007');
  const singles = permits.map((p) => decidePermit(p, message, grants));
  const first = singles[0] as Decision;
  if (singles.length === 1) return first;
  const holds = singles.every((s) => s.holds);
  const each = permits.map((p) => holdsUnderEach(p, message, grants, MISREADINGS));
  const readings = changedBy(holds, MISREADINGS.map((_, i) => each.every((under) => under[i])));
  const allFail = singles.every((s) => !s.holds);
  const free = FREEDOMS.map((r) => permits.every((p) => holdsUnder(p, message, grants, r)));
  const freedom = FREEDOMS.find((_, i) => free[i] !== holds);
  return { holds, rule: freedom?.rule ?? (allFail ? first.rule : 'PERMIT-006'), readings, fallback: 'PERMIT-006', list: allFail ? { first } : {}, allowed: [...new Set([holds, ...free])] };
}

/** One permit against one message (`null` = no message): malformed or no message → false. */
export function permitHolds(permit: unknown, message: unknown, grants: PlatformGrants = {}): boolean {
  return holdsUnder(permit, message, grants);
}

/** A permit list: AND of its permits; the empty list allows even with no message (PERMIT-007, -024). */
export function permitsAllow(permits: readonly unknown[], message: unknown, grants: PlatformGrants = {}): boolean {
  return permits.every((permit) => permitHolds(permit, message, grants));
}
