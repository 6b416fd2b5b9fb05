// The first hello of a run fixes what is tested: the host's identity and its areas (PROTOCOL-001).
// A later hello (a restart, or another connection of the same run) that differs is a protocol error of
// the case that follows it; the run keeps testing the areas of the first hello, so nothing is skipped.
import type { CaseOutcome } from './connection.js';
import type { HelloResponse } from './protocol.js';

export const HELLO_RULE = 'PROTOCOL-001';

const show = (value: unknown): string => JSON.stringify(value) ?? String(value);

/** How `later` differs from `first`, in one line; undefined when they answer the same host and areas. */
export function helloDrift(first: HelloResponse, later: HelloResponse): string | undefined {
  const changes: string[] = [];
  for (const key of ['name', 'version', 'language'] as const) {
    if (first.implementation[key] !== later.implementation[key]) {
      changes.push(`implementation.${key} ${show(later.implementation[key])} instead of ${show(first.implementation[key])}`);
    }
  }
  // Areas are a set: the order of the list is free.
  const sorted = (areas: readonly string[]): string[] => [...areas].sort();
  if (show(sorted(first.areas)) !== show(sorted(later.areas))) {
    changes.push(`areas ${show(later.areas)} instead of ${show(first.areas)}`);
  }
  return changes.length === 0 ? undefined : changes.join(', ');
}

/** The outcome of the case that follows a hello which differed (`when`: which hello it was). */
export function helloDriftOutcome(drift: string, when: string): Extract<CaseOutcome, { kind: 'protocol' }> {
  return {
    kind: 'protocol',
    requirement: HELLO_RULE,
    message: `the hello ${when} differs from the run's first hello: ${drift}; every hello of a run must name the same host and areas (${HELLO_RULE}), so this case was not run`,
  };
}
