// One bug, one red requirement, inside one prompt expectation: the presented section ids mix three rules.
// A host that lists the right sections in the wrong order breaks presentation (TURN-024); one that lists a
// section the turn's profile or platform excludes breaks filtering (TURN-020); anything else (a section
// left out or kept against the budget) is charged where the scenario says (its `decidedBy.expectPrompt`).
import type { Scenario, ScenarioTurn } from './scenario.js';

interface SectionFilter {
  profiles?: unknown;
  platforms?: unknown;
}

/** The filters of the root plugins' sections, by id (the folder name under prompt-sections/). */
function rootSectionFilters(scenario: Scenario): Map<string, SectionFilter> {
  const out = new Map<string, SectionFilter>();
  for (const plugin of scenario.plugins) {
    for (const [path, content] of Object.entries(plugin.files ?? {})) {
      const m = /^prompt-sections\/([^/]+)\/index\.(?:ts|js)$/.exec(path);
      const section = (content as { section?: SectionFilter } | null)?.section;
      if (m && section && typeof section === 'object') out.set(m[1]!, section);
    }
  }
  return out;
}

/** Does TURN-020's filter exclude this section from this turn? Only when the scenario says so plainly. */
function excluded(filter: SectionFilter, turn: ScenarioTurn): boolean {
  const { profiles, platforms } = filter;
  if (Array.isArray(profiles) && profiles.length > 0 && !profiles.includes(turn.profile)) return true;
  const adapter = turn.message?.$adapter;
  return Array.isArray(platforms) && platforms.length > 0 && adapter !== undefined && !platforms.map(String).includes(String(adapter));
}

/** The rule a wrong list of presented section ids breaks, when the answer itself tells it; else undefined. */
export function promptMismatchRule(scenario: Scenario, turnIndex: number, expected: readonly string[], actual: unknown): string | undefined {
  const turn = scenario.turns[turnIndex];
  if (turn === undefined || !Array.isArray(actual) || !actual.every((id) => typeof id === 'string')) return undefined;
  const listed = new Set(scenario.requirements);
  const sorted = (ids: readonly string[]) => [...ids].sort().join('\u0000');
  if (listed.has('TURN-024') && actual.length === expected.length && sorted(actual) === sorted(expected)) return 'TURN-024';
  const filters = rootSectionFilters(scenario);
  if (listed.has('TURN-020') && actual.some((id) => { const f = filters.get(id); return f !== undefined && excluded(f, turn); })) return 'TURN-020';
  return undefined;
}
