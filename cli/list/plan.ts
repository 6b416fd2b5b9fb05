// What a run would cover: each requirement in scope with the tests that name it (pure; see collect-tests.ts).
import type { RequirementInfo } from '../run/aggregate.js';
import type { Collection } from './collect-tests.js';

export interface PlannedRequirement extends RequirementInfo {
  tests: { file: string; name: string }[];
}

export interface ListPlan {
  areas: string[];
  level?: RequirementInfo['level'];
  requirements: PlannedRequirement[];
  totals: {
    requirements: number;
    /** Conformance tests that would run in these areas (a run has no level filter). */
    tests: number;
    /** Requirements listed with no test at all. */
    uncovered: string[];
    /** Tests in the suites that name no requirement (the kit's own self-checks of its models). */
    selfChecks: number;
  };
  errors: Collection['errors'];
}

export function planOf(requirements: readonly RequirementInfo[], collection: Collection, areas: readonly string[], level?: RequirementInfo['level']): ListPlan {
  const listed = requirements.filter((r) => areas.includes(r.area) && (level === undefined || r.level === level));
  const planned = listed.map((r) => ({
    id: r.id,
    level: r.level,
    area: r.area,
    title: r.title,
    tests: collection.tests.filter((t) => t.requirementIds.includes(r.id)).map(({ file, name }) => ({ file, name })),
  }));
  // A run has no level filter: every test naming a requirement runs, whatever the level listed here.
  const conformance = collection.tests.filter((t) => t.requirementIds.length > 0);
  return {
    areas: [...areas],
    ...(level ? { level } : {}),
    requirements: planned,
    totals: {
      requirements: planned.length,
      tests: conformance.length,
      uncovered: planned.filter((r) => r.tests.length === 0).map((r) => r.id),
      selfChecks: collection.tests.filter((t) => t.requirementIds.length === 0).length,
    },
    errors: collection.errors,
  };
}
