// Which requirement decides a registry answer the model expects, read off what the host answered instead:
// the most specific rule whose application made the difference (one bug, one red requirement). A commit
// that should succeed is decided by the rule the host's error claims was broken; an index that differs by
// the first difference found, from the generation number down to one field of one entry.
import type { StepResult } from '../../host/protocol.js';
import { stepError } from '../support/host-under-test.js';
import type { ProblemCode } from './model-discover.js';

/** The rule that says a candidate holding no such problem commits, by the code a host answered. */
export function commitSuccessRule(hasMalformedPermits: boolean): (actual: StepResult) => string {
  const byCode: Record<ProblemCode, string> = {
    'invalid-definition': hasMalformedPermits ? 'REGISTRY-006' : 'REGISTRY-003',
    'invalid-name': 'REGISTRY-008',
    'duplicate-name': 'REGISTRY-019',
    'missing-agent-file': 'REGISTRY-012',
    'routing-conflict': 'REGISTRY-013',
    'prepare-failed': 'REGISTRY-015',
  };
  return (actual) => {
    const error = stepError(actual);
    // A wrong generation number: the next successful commit is the current number plus one.
    if (error === undefined) return 'REGISTRY-015';
    return byCode[error.code as ProblemCode] ?? 'REGISTRY-031';
  };
}

type Entry = Record<string, unknown>;

/** What the model knows about the index it expects, beyond the expected value itself. */
export interface IndexContext {
  /** The expected index; a list left out is not compared. */
  expected: { generation?: number; tools?: Entry[]; skills?: Entry[]; agents?: Entry[] };
  /** The owner whose view was asked for, if any. */
  owner?: string;
  /** The last commit failed (the index must be the one before it). */
  lastCommitFailed: boolean;
  /** qualifiedNames (and agent keys) the last failed candidate held. */
  failedNames: ReadonlySet<string>;
  /** qualifiedNames of tools in earlier generations. */
  olderNames: ReadonlySet<string>;
  /** Some provider was disposed in this case. */
  disposed: boolean;
  /** In the asked owner's view a scoped provider replaces a global one. */
  replaces: boolean;
  /** qualifiedNames of tools whose permits include a malformed one. */
  malformedPermits: ReadonlySet<string>;
}

const keyOf = (list: 'tools' | 'skills' | 'agents', e: Entry): string =>
  list === 'agents' ? [...((e.ownerPath as string[] | undefined) ?? []), String(e.name)].join('__') : String(e.qualifiedName);
const isSeam = (e: Entry | undefined): boolean => typeof e?.source === 'string' && e.source.startsWith('seam:');
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The rule deciding a difference in one list's set of entries. */
function membershipRule(list: 'tools' | 'skills' | 'agents', want: Entry[], got: Entry[], c: IndexContext): string {
  const wanted = new Map(want.map((e) => [keyOf(list, e), e]));
  const found = new Map(got.map((e) => [keyOf(list, e), e]));
  const extra = [...found.keys()].filter((k) => !wanted.has(k));
  const missing = [...wanted.keys()].filter((k) => !found.has(k));
  if (c.lastCommitFailed && extra.some((k) => c.failedNames.has(k))) return 'REGISTRY-015';
  const differing = [...extra.map((k) => found.get(k)), ...missing.map((k) => wanted.get(k))];
  // The same names, one of them twice: a duplicate that was let through.
  if (differing.length === 0) return 'REGISTRY-019';
  if (differing.every(isSeam)) {
    if (c.owner !== undefined && c.replaces) return 'REGISTRY-021';
    return c.disposed ? 'REGISTRY-022' : 'REGISTRY-023';
  }
  if (extra.length > 0 && extra.every((k) => c.olderNames.has(k))) return 'REGISTRY-016';
  // The same files under other names: the join.
  const sources = (l: Entry[]) => JSON.stringify(l.map((e) => String(e.source)).sort());
  if (list !== 'agents' && sources(want) === sources(got)) return 'REGISTRY-007';
  return { tools: 'REGISTRY-001', skills: 'REGISTRY-011', agents: 'REGISTRY-012' }[list];
}

const TOOL_FIELD_RULES: Record<string, string> = {
  name: 'REGISTRY-007',
  ownerPath: 'REGISTRY-007',
  source: 'REGISTRY-001',
  hidden: 'REGISTRY-026',
  requiresApproval: 'REGISTRY-026',
  platforms: 'REGISTRY-026',
  scopes: 'REGISTRY-026',
  permissions: 'REGISTRY-026',
  inputSchema: 'REGISTRY-026',
};

/** The rule deciding a difference inside one entry whose key matched. */
function fieldRule(list: 'tools' | 'skills' | 'agents', want: Entry, got: Entry, c: IndexContext): string | undefined {
  const field = Object.keys(want).find((k) => !same(want[k], got[k]) && !(k === 'inputSchema' && isSchemaSuperset(got[k], want[k])));
  if (field === undefined) return undefined;
  if (isSeam(want)) return c.owner !== undefined && c.replaces ? 'REGISTRY-021' : 'REGISTRY-023';
  if (list === 'skills') return 'REGISTRY-011';
  if (list === 'agents') return 'REGISTRY-012';
  if (field === 'permissions' && c.malformedPermits.has(String(want.qualifiedName))) return 'REGISTRY-006';
  return TOOL_FIELD_RULES[field] ?? 'REGISTRY-026';
}

/** A projected schema may add keywords: `got` holds at least `want`'s. */
function isSchemaSuperset(got: unknown, want: unknown): boolean {
  if (typeof want !== 'object' || want === null || typeof got !== 'object' || got === null) return same(got, want);
  return Object.entries(want).every(([k, v]) => same((got as Entry)[k], v));
}

/** The deciding rule of an index answer that differs from `c.expected`. */
export function indexRule(c: IndexContext): (actual: StepResult) => string {
  return (actual) => {
    if (stepError(actual) !== undefined) return 'REGISTRY-026';
    if (c.expected.generation !== undefined && actual.generation !== c.expected.generation) return c.lastCommitFailed ? 'REGISTRY-015' : 'REGISTRY-031';
    for (const list of ['tools', 'skills', 'agents'] as const) {
      const got = Array.isArray(actual[list]) ? (actual[list] as Entry[]) : [];
      const want = c.expected[list];
      if (want === undefined) continue;
      const keys = (l: Entry[]) => l.map((e) => keyOf(list, e));
      if (!same([...keys(got)].sort(), [...keys(want)].sort())) return membershipRule(list, want, got, c);
      if (!same(keys(got), keys(want))) return 'REGISTRY-026';
      const byKey = new Map(got.map((e) => [keyOf(list, e), e]));
      for (const entry of want) {
        const rule = fieldRule(list, entry, byKey.get(keyOf(list, entry)) ?? {}, c);
        if (rule !== undefined) return rule;
      }
    }
    return 'REGISTRY-026';
  };
}

/** The decider of a hand-written index expectation after successful commits only. */
export function plainIndexRule(expected: IndexContext['expected']): (actual: StepResult) => string {
  return indexRule({ expected, lastCommitFailed: false, failedNames: new Set(), olderNames: new Set(), disposed: false, replaces: false, malformedPermits: new Set() });
}
