// An executable model of one registry case (spec/registry.md): the current generation, the candidate
// (staged trees, addTools), providers per scope, pins and retired generations. Each symbolic step answers
// what the spec expects of the host, together with the requirement that decides that answer.
import { MALFORMED_PERMITS } from './arbitraries.js';
import type { Decider } from './decider.js';
import { prepare, viewOf, visibleProviders } from './model-candidate.js';
import type { ActiveProvider, GenerationContent, StagedAddSkill, StagedAddTool } from './model-candidate.js';
import { callOf, entryOf } from './model-definition.js';
import type { ToolCap } from './model-definition.js';
import type { Problem } from './model-discover.js';
import { commitSuccessRule, indexRule } from './model-rules.js';
import { stepError } from '../support/host-under-test.js';
import type { PluginTree, ProviderScope, SeamProvider, ToolDefinition } from './wire.js';

/** A registry step as sent on the wire (handles are the fixed strings of spec/registry.md). */
export type RegistryStep =
  | { op: 'stage'; tree: PluginTree }
  | { op: 'addTool'; plugin?: string[]; name: string; tool: ToolDefinition }
  | { op: 'addSkill'; plugin?: string[]; name: string; skill: StagedAddSkill['skill'] }
  | { op: 'registerProvider'; scope: ProviderScope; provider: SeamProvider }
  | { op: 'dispose'; disposer: string }
  | { op: 'commit'; failAt?: string }
  | { op: 'index'; owner?: string }
  | { op: 'pin' }
  | { op: 'release'; pin: string }
  | { op: 'call'; pin: string; tool: string; input: unknown };

/**
 * What the host must answer, and the requirement deciding it (`rule`). `value`: an object containing
 * `shape` (arrays element by element). `error`: an error whose code is one of `codes` (several when a
 * candidate has several problems: which one a host reports first is not specified).
 */
export type Expected = ({ kind: 'value'; shape: Record<string, unknown> } | { kind: 'error'; codes: string[]; problems?: Problem[] }) & { rule: Decider };

interface Registration {
  scope: ProviderScope;
  provider: SeamProvider;
  disposed: boolean;
}

interface Pin {
  generation: number;
  content: GenerationContent;
  released: boolean;
}

const empty = (): GenerationContent => ({ tools: [], skills: [], agents: [], providers: [] });
const byName = <T extends { qualifiedName: string }>(a: T, b: T): number =>
  a.qualifiedName < b.qualifiedName ? -1 : a.qualifiedName > b.qualifiedName ? 1 : 0;
const value = (shape: Record<string, unknown>, rule: Decider): Expected => ({ kind: 'value', shape, rule });
const error = (rule: Decider, ...codes: string[]): Expected => ({ kind: 'error', codes, rule });
const malformed = new Set<unknown>(MALFORMED_PERMITS);
const hasMalformedPermit = (tool: ToolCap): boolean => Array.isArray(tool.def.permissions) && tool.def.permissions.some((p) => malformed.has(p));
const agentKey = (a: { ownerPath: string[]; name: string }): string => [...a.ownerPath, a.name].join('__');

export class RegistryModel {
  generation = 0;
  current: GenerationContent = empty();
  private trees: PluginTree[] = [];
  private addTools: StagedAddTool[] = [];
  private addSkills: StagedAddSkill[] = [];
  /** By disposer string ("disposer-k"), in registration order. */
  private readonly registrations = new Map<string, Registration>();
  /** By pin string ("pin-k"), in pin order. */
  private readonly pins = new Map<string, Pin>();
  private lastCommitFailed = false;
  /** A disposer was called again after its provider was gone: the idempotence of REGISTRY-022 was exercised. */
  private redisposed = false;
  /** The registrations the last successful commit published: a failed commit rolls back every other one. */
  private publishedRegistrations = new Set<string>();
  /** Registrations a failed commit rolled back (REGISTRY-031). */
  private readonly rolledBack = new Set<string>();
  private failedNames = new Set<string>();
  private readonly olderNames = new Set<string>();

  /** Applies one step and answers what the host must answer. */
  apply(step: RegistryStep): Expected {
    switch (step.op) {
      case 'stage':
        this.trees.push(step.tree);
        return value({}, 'REGISTRY-027');
      case 'addSkill':
        this.addSkills.push({ plugin: step.plugin ?? [], name: step.name, skill: step.skill });
        return value({}, 'REGISTRY-032');
      case 'addTool':
        this.addTools.push({ plugin: step.plugin ?? [], name: step.name, tool: step.tool });
        return value({}, 'REGISTRY-027');
      case 'registerProvider':
        return this.register(step.scope, step.provider);
      case 'dispose': {
        const registration = this.registrations.get(step.disposer);
        if (!registration) return error('REGISTRY-022', 'unknown-disposer');
        if (registration.disposed) this.redisposed = true;
        registration.disposed = true; // idempotent: a second dispose is {} again (REGISTRY-022)
        return value({}, 'REGISTRY-022');
      }
      case 'commit':
        return this.commit(step.failAt);
      case 'index':
        return this.index(step.owner);
      case 'pin': {
        const pin = `pin-${this.pins.size + 1}`;
        this.pins.set(pin, { generation: this.generation, content: this.current, released: false });
        return value({ pin, generation: this.generation }, 'REGISTRY-017');
      }
      case 'release': {
        const pin = this.pins.get(step.pin);
        if (!pin || pin.released) throw new Error(`registry model: release of ${JSON.stringify(step.pin)}, which no open turn holds`);
        pin.released = true;
        return value({}, 'REGISTRY-018');
      }
      case 'call':
        return this.call(step.pin, step.tool, step.input);
    }
  }

  private register(scope: ProviderScope, provider: SeamProvider): Expected {
    const live = [...this.registrations.values()].filter((r) => !r.disposed && r.provider.id === provider.id);
    // After a repeated dispose, which provider is still registered is REGISTRY-022's to decide.
    if (live.some((r) => r.scope === scope)) return error(this.redisposed ? 'REGISTRY-022' : 'REGISTRY-020', 'duplicate-provider'); // an error takes no handle number
    const disposer = `disposer-${this.registrations.size + 1}`;
    this.registrations.set(disposer, { scope, provider, disposed: false });
    // Refused although the id is free: free in another scope (REGISTRY-020), or free again after dispose (REGISTRY-022).
    const redisposed = this.redisposed;
    // Refused because a provider that rolled back with a failed commit still holds the id: REGISTRY-031.
    const rolledBack = [...this.rolledBack].some((d) => this.registrations.get(d)?.scope === scope && this.registrations.get(d)?.provider.id === provider.id);
    return value({ disposer }, (actual) => ('error' in actual && rolledBack ? 'REGISTRY-031' : 'error' in actual && live.length > 0 && !redisposed ? 'REGISTRY-020' : 'REGISTRY-022'));
  }

  private commit(failAt: string | undefined): Expected {
    const active: ActiveProvider[] = [...this.registrations.values()]
      .filter((r) => !r.disposed)
      .map(({ scope, provider }) => ({ scope, provider }));
    const prepared = prepare(this.trees, this.addTools, active, failAt, this.addSkills);
    // the candidate is cleared after a successful or a failed commit (REGISTRY-031)
    this.trees = [];
    this.addTools = [];
    this.addSkills = [];
    const view = viewOf(prepared.content);
    if (prepared.problems.length > 0) {
      // REGISTRY-031: the providers registered since the last successful commit roll back with the candidate.
      for (const [disposer, r] of this.registrations) {
        if (this.publishedRegistrations.has(disposer) || r.disposed) continue;
        r.disposed = true;
        this.rolledBack.add(disposer);
      }
      this.lastCommitFailed = true;
      this.failedNames = new Set([...view.tools, ...view.skills].map((c) => c.qualifiedName).concat(prepared.content.agents.map(agentKey)));
      const codes = [...new Set(prepared.problems.map((p) => p.code))];
      // REGISTRY-015: nothing changes. The first problem's rule decides (a shrunk counterexample holds one),
      // unless it rests on a provider that a repeated dispose must have left alone (REGISTRY-022).
      const first = prepared.problems[0]!;
      const onProvider = first.names.some((n) => n.startsWith('seam:'));
      return { kind: 'error', codes, problems: prepared.problems, rule: this.redisposed && onProvider ? 'REGISTRY-022' : first.rule };
    }
    for (const tool of viewOf(this.current).tools) this.olderNames.add(tool.qualifiedName);
    this.lastCommitFailed = false;
    this.publishedRegistrations = new Set([...this.registrations].filter(([, r]) => !r.disposed).map(([d]) => d));
    this.generation += 1;
    this.current = prepared.content; // the old generation retires; pins still hold it
    return value({ generation: this.generation }, commitSuccessRule(view.tools.some(hasMalformedPermit)));
  }

  private index(owner: string | undefined): Expected {
    const view = viewOf(this.current, owner);
    const agents = this.current.agents.map((a) => ({ key: agentKey(a), entry: { name: a.name, ownerPath: a.ownerPath, source: a.source } }));
    const expected = {
      generation: this.generation,
      tools: [...view.tools].sort(byName).map(entryOf) as unknown as Record<string, unknown>[],
      skills: [...view.skills].sort(byName).map(({ qualifiedName, ownerPath, source }) => ({ qualifiedName, ownerPath, source })),
      agents: agents.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map((a) => a.entry),
    };
    const scopedIds = new Set(this.current.providers.filter((p) => owner !== undefined && p.scope === owner).map((p) => p.provider.id));
    const rule = indexRule({
      expected,
      ...(owner === undefined ? {} : { owner }),
      lastCommitFailed: this.lastCommitFailed,
      failedNames: this.failedNames,
      olderNames: new Set(this.olderNames),
      disposed: [...this.registrations.values()].some((r) => r.disposed),
      replaces: visibleProviders(this.current.providers).some((p) => scopedIds.has(p.provider.id)),
      malformedPermits: new Set(view.tools.filter(hasMalformedPermit).map((t) => t.qualifiedName)),
    });
    return value(expected, rule);
  }

  private call(pinName: string, name: string, input: unknown): Expected {
    const pin = this.pins.get(pinName);
    // the pin is checked before the name: a released pin (REGISTRY-018), one never handed out (REGISTRY-024)
    if (!pin) return error('REGISTRY-024', 'scope-ended');
    if (pin.released) return error('REGISTRY-018', 'scope-ended');
    const tool = viewOf(pin.content).tools.find((t) => t.qualifiedName === name);
    const now = viewOf(this.current).tools.find((t) => t.qualifiedName === name);
    // Where the pinned generation and the current one differ, pinning decides the answer (REGISTRY-017).
    const pinned = JSON.stringify(tool?.def) !== JSON.stringify(now?.def) ? 'REGISTRY-017' : undefined;
    if (!tool) return error(pinned ?? 'REGISTRY-025', 'unknown-tool');
    const answer = callOf(tool.def, input); // the PINNED generation's definition (REGISTRY-017/025)
    // A host that does not know the tool at all missed it when the generation was built: the rule that brings
    // that kind of capability in decides.
    const brought = tool.source.startsWith('seam:') ? 'REGISTRY-023' : tool.source.startsWith('addTool:') ? 'REGISTRY-031' : 'REGISTRY-001';
    const rule: Decider = pinned ?? ((actual) => (stepError(actual)?.code === 'unknown-tool' ? brought : 'REGISTRY-005'));
    return 'error' in answer ? error(rule, answer.error) : value({ output: answer.output }, rule);
  }

  // ---- what the command generators may refer to ----

  /** Every disposer handed out (disposed or not: disposing again is fine). */
  disposers(): string[] {
    return [...this.registrations.keys()];
  }

  /** Pins whose turn has not ended. */
  openPins(): string[] {
    return [...this.pins].filter(([, p]) => !p.released).map(([pin]) => pin);
  }

  releasedPins(): string[] {
    return [...this.pins].filter(([, p]) => p.released).map(([pin]) => pin);
  }

  /** Tools a call through `pin` can name (global view of its generation). */
  toolsOfPin(pin: string): ToolCap[] {
    const held = this.pins.get(pin);
    return held ? viewOf(held.content).tools : [];
  }

  /** Trees and addTools staged since the last commit. */
  stagedCount(): number {
    return this.trees.length + this.addTools.length;
  }

  /** Sources of staged tools (targets for commit's failAt). */
  stagedToolSources(): string[] {
    return prepare(this.trees, this.addTools, []).content.tools.map((t) => t.source);
  }

  activeProviders(): { scope: ProviderScope; id: string }[] {
    return [...this.registrations.values()].filter((r) => !r.disposed).map((r) => ({ scope: r.scope, id: r.provider.id }));
  }
}
