// The broken hosts (selftest/broken-hosts) and the variants (selftest/variants) over the WHOLE
// suites of their areas, all in one vitest instance, each judged by what it must show (host-check.ts).
import { mutantModulePath, mutants, type Mutant } from '../broken-hosts/index.js';
import { variantModulePath, variants, type Variant } from '../variants/index.js';
import { loadRequirements } from '../../spec/requirements.js';
import { aggregate, type RequirementInfo } from '../../cli/run/aggregate.js';
import { checkHost, type HostCheck, type Subject } from './host-check.js';
import { runHosts, type HostRun } from './run-hosts.js';

export interface MutantsOptions {
  seed: number;
  propertyRuns?: number;
  timeoutMultiplier?: number;
  /** Only these hosts (mutant or variant names). */
  only?: readonly string[];
  onTest?: () => void;
}

interface Planned {
  subject: Subject;
  run: HostRun;
}

/** A variant's name with its area folder (`turns/no-step-validation`): bare names repeat across areas. */
export function variantName(v: Variant): string {
  return v.file.replace(/^selftest\/variants\//, '').replace(/\.ts$/, '');
}

/** Every catalogued host by name: mutants by theirs, variants by `<folder>/<name>`. */
export function catalogueNames(): string[] {
  return [...mutants.map((m) => m.name), ...variants.map(variantName)];
}

/** `--only` may name a variant bare (every folder's variant of that name) or with its folder. */
function wanted(only: readonly string[] | undefined, ...names: string[]): boolean {
  return only === undefined || names.some((n) => only.includes(n));
}

function areasOfRules(rules: readonly string[], requirements: readonly RequirementInfo[]): string[] {
  return [...new Set(rules.map((id) => requirements.find((r) => r.id === id)?.area).filter((a): a is string => a !== undefined && a !== 'protocol'))];
}

function planMutant(m: Mutant, requirements: readonly RequirementInfo[]): Planned {
  return {
    subject: { kind: 'mutant', name: m.name, rules: m.rules, describes: m.breaks },
    run: { name: `mutant:${m.name}`, path: mutantModulePath(m), areas: areasOfRules(m.rules, requirements) },
  };
}

function planVariant(v: Variant): Planned {
  const name = variantName(v);
  return {
    subject: { kind: 'variant', name, departsFrom: v.departsFrom, describes: v.takes },
    run: { name: `variant:${name}`, path: variantModulePath(v), areas: [...v.areas] },
  };
}

export async function runMutants(options: MutantsOptions): Promise<{ checks: HostCheck[]; durationMs: number }> {
  const requirements: RequirementInfo[] = loadRequirements().map(({ id, level, area, title, provenance }) => ({ id, level, area, title, ...(provenance ? { provenance } : {}) }));
  const planned = [
    ...mutants.filter((m) => wanted(options.only, m.name)).map((m) => planMutant(m, requirements)),
    ...variants.filter((v) => wanted(options.only, v.name, variantName(v))).map(planVariant),
  ];
  if (planned.length === 0) return { checks: [], durationMs: 0 };
  const { records, problems, durationMs } = await runHosts(
    planned.map((p) => p.run),
    {
      seed: options.seed,
      ...(options.propertyRuns !== undefined ? { propertyRuns: options.propertyRuns } : {}),
      ...(options.timeoutMultiplier !== undefined ? { timeoutMultiplier: options.timeoutMultiplier } : {}),
      ...(options.onTest ? { onTest: options.onTest } : {}),
    },
  );
  const runProblems = problems.get('(run)') ?? [];
  const checks = planned.map(({ subject, run }) => {
    const { results } = aggregate({ requirements, records: records.get(run.name) ?? [], applicableAreas: [...run.areas], notApplicableAreas: [], filtered: false, requireAreas: false });
    return checkHost(subject, run.areas, results, [...(problems.get(run.name) ?? []), ...runProblems]);
  });
  return { checks, durationMs };
}
