// The catalog model read as a host: the steps of a model-based case go through a CatalogModel, which
// answers each one and names the rule that decides that answer (one bug, one red requirement). When a host
// answers differently, `explain` asks the model with one rule broken at a time: the rule whose breaking
// reproduces every answer up to the first difference is the one the host broke; otherwise the rule that
// decides the differing answer itself is charged.
import { isDeepStrictEqual } from 'node:util';
import type { Step, StepResult } from '../../host/protocol.js';
import { keptTheOldest } from '../support/catalog-step-evidence.js';
import { stepError } from '../support/host-under-test.js';
import { CatalogModel, DEVIATIONS } from './model.js';
import type { Adapter, Deviation, ModelConfig, ModelTool } from './model.js';

/** What the host must answer for one step (`anthropic`: each catalog tool's name and whether it is deferred). */
export type Expect = { value: unknown } | { error: string; message?: string } | { generic: string[] } | { anthropic: [string, boolean][] } | { discover: DiscoverLaws } | { surface: SurfaceNames };

/** The names an initial surface must show (CATALOG-029); its summaries are the host's words. */
export interface SurfaceNames {
  tools: string[];
  skills: string[];
  agents: string[];
}

const namesOf = (list: unknown): unknown => (Array.isArray(list) ? list.map((e) => (typeof e === 'object' && e !== null ? (e as { name?: unknown }).name : e)) : list);
const summarised = (list: unknown): boolean => Array.isArray(list) && list.every((e) => typeof e === 'object' && e !== null && typeof (e as { summary?: unknown }).summary === 'string');

/**
 * What a discover answer must satisfy (its ranking beyond the exact name is the host's, CATALOG-009 a
 * SHOULD): tools of the turn's catalog only, at most topK, none twice (CATALOG-007), nothing for a blank
 * query, and the exact name first when it is a catalog tool (CATALOG-008).
 */
export interface DiscoverLaws {
  catalog: string[];
  topK: number;
  blank: boolean;
  exact?: string;
}

/** The discover law a host's answer breaks, or undefined when it keeps them all. */
export function brokenDiscoverLaw(laws: DiscoverLaws, got: StepResult | undefined): 'CATALOG-007' | 'CATALOG-008' | undefined {
  const results = (got as { results?: unknown } | undefined)?.results;
  if (!Array.isArray(results)) return 'CATALOG-007';
  const names = results.map((r) => (typeof r === 'object' && r !== null && (r as { kind?: unknown }).kind === 'tool' ? (r as { name?: unknown }).name : undefined));
  const inCatalog = names.every((n) => typeof n === 'string' && laws.catalog.includes(n));
  if (!inCatalog || results.length > laws.topK || new Set(names).size < names.length || (laws.blank && results.length > 0)) return 'CATALOG-007';
  if (laws.exact !== undefined && laws.topK >= 1 && names[0] !== laws.exact) return 'CATALOG-008';
  return undefined;
}

export interface ModelAnswer {
  readonly want: Expect;
  /** The requirement whose rule decides this answer, given what the host answered instead (and the case's other answers). */
  readonly decide: (got: StepResult | undefined, results: readonly StepResult[], at: number) => string;
}

const HANDLES = 'CATALOG-026';
const fixed = (rule: string) => (): string => rule;

/** The tools of a load step's single tree (`tools/<name>/index.ts`, `platforms: ["qq"]` = qq only). */
function toolsOfLoad(step: Step): ModelTool[] {
  const trees = step.trees as { files: Record<string, { tool?: { platforms?: unknown } }> }[];
  const tools: ModelTool[] = [];
  for (const [path, file] of Object.entries(trees[0]?.files ?? {})) {
    const m = /^tools\/([^/]+)\/index\.ts$/.exec(path);
    if (m !== null) tools.push({ name: m[1]!, qqOnly: Array.isArray(file.tool?.platforms) });
  }
  return tools;
}

const turnNumber = (id: unknown): number => Number(String(id).replace(/^turn-/, ''));
const names = (got: StepResult | undefined): unknown => (got !== undefined && Array.isArray((got as { tools?: unknown }).tools) ? (got as { tools: { name?: unknown }[] }).tools.map((t) => t?.name) : got);
const entries = (got: StepResult | undefined): unknown =>
  got !== undefined && Array.isArray((got as { tools?: unknown }).tools) ? (got as { tools: { name?: unknown; defer_loading?: unknown }[] }).tools.map((t) => [t?.name, t?.defer_loading === true]) : got;
/** The names an anthropic answer shows exposed (no defer_loading). */
const shownExposed = (got: StepResult | undefined): unknown =>
  got !== undefined && Array.isArray((got as { tools?: unknown }).tools) ? (got as { tools: { name?: unknown; defer_loading?: unknown }[] }).tools.filter((t) => t?.defer_loading !== true).map((t) => t?.name) : got;

/** Whether the host's answer meets the expectation (the same reading compare() uses). */
export function meets(want: Expect, got: StepResult | undefined): boolean {
  if (got === undefined) return false;
  const error = stepError(got);
  if ('error' in want) return error !== undefined && error.code === want.error && (want.message === undefined || error.message === want.message);
  if (error !== undefined) return false;
  if ('generic' in want) {
    const tools = (got as { tools?: unknown }).tools;
    return Array.isArray(tools) && isDeepStrictEqual(names(got), want.generic) && !tools.some((t) => typeof t === 'object' && t !== null && 'defer_loading' in t);
  }
  if ('anthropic' in want) return isDeepStrictEqual(entries(got), want.anthropic);
  if ('discover' in want) return brokenDiscoverLaw(want.discover, got) === undefined;
  if ('surface' in want) {
    const s = got as { tools?: unknown; skills?: unknown; agents?: unknown };
    return isDeepStrictEqual(s.tools, want.surface.tools) && isDeepStrictEqual(namesOf(s.skills), want.surface.skills) && isDeepStrictEqual(namesOf(s.agents), want.surface.agents) && summarised(s.skills) && summarised(s.agents);
  }
  return isDeepStrictEqual(got, want.value);
}

/** The model's answer to every step, and who decides each. */
export function replay(steps: readonly Step[], config: ModelConfig, deviation?: Deviation | readonly Deviation[]): ModelAnswer[] {
  const model = new CatalogModel(config, deviation);
  let providers = 0;
  return steps.map((step): ModelAnswer => {
    switch (step.op) {
      case 'load':
        return { want: { value: { generation: model.load(toolsOfLoad(step)) } }, decide: fixed('CATALOG-023') };
      case 'startTurn': {
        if (step.parent !== undefined) {
          const parent = turnNumber(step.parent);
          if (!model.isOpen(parent)) return { want: { error: 'turn-ended' }, decide: fixed(HANDLES) };
          const generation = model.generationOf(parent);
          const k = model.startSubAgent(parent);
          const value = { turn: `turn-${k}`, generation, agent: 'helper' };
          return { want: { value }, decide: (got) => (isDeepStrictEqual((got as { generation?: unknown })?.generation, generation) ? HANDLES : 'CATALOG-018') };
        }
        const adapter: Adapter = (step.message as { $adapter: Adapter }).$adapter;
        const generation = model.currentGeneration;
        const k = model.startTurn(String(step.session), adapter, step.attended !== false);
        return { want: { value: { turn: `turn-${k}`, generation, agent: null } }, decide: fixed(HANDLES) };
      }
      case 'loadTool': {
        const k = turnNumber(step.turn);
        if (!model.isOpen(k)) return { want: { error: 'turn-ended' }, decide: fixed(HANDLES) };
        const name = String(step.name);
        const inCatalog = model.catalog(k).has(name);
        const why = inCatalog ? 'CATALOG-012' : model.whyNotInCatalog(k, name);
        const answer = model.loadTool(k, name);
        if ('notFound' in answer) {
          // The code is decided by why the name is not loadable; the exact message by CATALOG-011.
          return { want: { error: 'not-found', message: answer.notFound }, decide: (got) => (stepError(got ?? {})?.code === 'not-found' ? 'CATALOG-011' : why) };
        }
        const evicted = answer.evicted;
        return {
          want: { value: answer },
          decide: (got) => {
            if (got === undefined || stepError(got) !== undefined) return why;
            return evicted.length > 0 || ((got as { evicted?: unknown[] }).evicted?.length ?? 0) > 0 ? 'CATALOG-014' : 'CATALOG-012';
          },
        };
      }
      case 'use': {
        const k = turnNumber(step.turn);
        if (!model.isOpen(k)) return { want: { error: 'turn-ended' }, decide: fixed(HANDLES) };
        return { want: { value: { exposed: model.use(k, String(step.tool)) } }, decide: fixed('CATALOG-005') };
      }
      case 'endTurn':
        model.endTurn(turnNumber(step.turn));
        return { want: { value: {} }, decide: fixed(HANDLES) };
      case 'tools': {
        const k = turnNumber(step.turn);
        if (!model.isOpen(k)) return { want: { error: 'turn-ended' }, decide: fixed(HANDLES) };
        const exposed = model.exposed(k);
        if (step.channel === 'anthropic') {
          const catalog = [...model.catalog(k)].sort();
          // The anthropic step follows its generic twin: if that one showed the exposed set right, this channel is at fault.
          return {
            want: { anthropic: catalog.map((n): [string, boolean] => [n, !exposed.includes(n)]) },
            decide: (got, results, at) => {
              if (!isDeepStrictEqual(names(got), catalog)) return (names(got) as unknown[]).includes('ask_user') !== catalog.includes('ask_user') ? 'CATALOG-025' : 'CATALOG-001';
              return isDeepStrictEqual(names(results[at - 1]), exposed) ? 'CATALOG-019' : 'CATALOG-005';
            },
          };
        }
        // A generic step is followed by its anthropic twin: if that one shows the exposed set right, generic is at fault.
        return {
          want: { generic: exposed },
          decide: (got, results, at) => (isDeepStrictEqual(names(got), exposed) || isDeepStrictEqual(shownExposed(results[at + 1]), exposed) ? 'CATALOG-020' : 'CATALOG-005'),
        };
      }
      case 'discover': {
        const k = turnNumber(step.turn);
        if (!model.isOpen(k)) return { want: { error: 'turn-ended' }, decide: fixed(HANDLES) };
        const catalog = [...model.catalog(k)].sort();
        const query = String(step.query);
        const laws: DiscoverLaws = { catalog, topK: config.discoverTopK ?? 5, blank: query.trim() === '', ...(catalog.includes(query) ? { exact: query } : {}) };
        return { want: { discover: laws }, decide: (got) => brokenDiscoverLaw(laws, got) ?? 'CATALOG-007' };
      }
      case 'loadSkill': {
        // The story's world has no skills: every name is unknown to the turn.
        if (!model.isOpen(turnNumber(step.turn))) return { want: { error: 'turn-ended' }, decide: fixed(HANDLES) };
        return { want: { error: 'not-found', message: `no skill named "${String(step.name)}" can be loaded in this turn` }, decide: fixed('CATALOG-022') };
      }
      case 'registerProvider':
        // Registration answers its disposer, numbered as in area registry (REGISTRY-022).
        return { want: { value: { disposer: `disposer-${++providers}` } }, decide: fixed('REGISTRY-022') };
      case 'dispose':
        return { want: { value: {} }, decide: fixed('REGISTRY-022') };
      case 'surface': {
        const k = turnNumber(step.turn);
        if (!model.isOpen(k)) return { want: { error: 'turn-ended' }, decide: fixed(HANDLES) };
        // The story's world has no skills and one sub-agent, helper, in every generation after the first load.
        const surface: SurfaceNames = { tools: model.exposed(k), skills: [], agents: model.generationOf(k) > 0 ? ['helper'] : [] };
        return { want: { surface }, decide: fixed('CATALOG-029') };
      }
      case 'session': {
        const loaded = model.snapshot(String(step.session));
        const merged = model.mergedStamps(String(step.session));
        return {
          want: { value: { loaded, skills: [] } },
          decide: (got) => {
            const shown = (got as { loaded?: unknown })?.loaded;
            const sameSet = Array.isArray(shown) && isDeepStrictEqual([...shown].sort(), [...loaded].sort());
            // More tools than the limit: the session was not trimmed (the eviction rule).
            if (Array.isArray(shown) && shown.length > config.maxLoadedPerSession) return 'CATALOG-014';
            if (sameSet) return 'CATALOG-024';
            // As many tools as due, the oldest the session merged, most recent first: the trim kept the wrong end.
            return Array.isArray(shown) && shown.length === loaded.length && keptTheOldest(shown, loaded, merged) ? 'CATALOG-014' : 'CATALOG-013';
          },
        };
      }
      default:
        throw new Error(`model replay: no op ${JSON.stringify(step.op)}`);
    }
  });
}

/** The first step whose answer does not meet the model's, or undefined when all do. */
export function firstMismatch(answers: readonly ModelAnswer[], results: readonly StepResult[]): number | undefined {
  const i = answers.findIndex((a, j) => !meets(a.want, results[j]));
  return i < 0 ? undefined : i;
}

/** The requirement to charge the host's first differing answer (step `at`) to. */
export function explain(steps: readonly Step[], config: ModelConfig, results: readonly StepResult[], at: number, reference: readonly ModelAnswer[]): string {
  for (const [deviation, rule] of Object.entries(DEVIATIONS) as [Deviation, string][]) {
    let broken: ModelAnswer[];
    try {
      broken = replay(steps.slice(0, at + 1), config, deviation);
    } catch {
      continue;
    }
    if (broken.every((a, j) => meets(a.want, results[j]))) return rule;
  }
  return reference[at]!.decide(results[at], results, at);
}
