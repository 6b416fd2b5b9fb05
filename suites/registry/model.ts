// An executable model of one registry case (contract-notes §5, the area design): the current
// generation, the candidate (staged trees, addTools), providers per scope, pins and retired
// generations. Each symbolic step answers what the rulings expect of the host.
import { prepare, viewOf } from './model-candidate.js';
import type { ActiveProvider, GenerationContent, StagedAddTool } from './model-candidate.js';
import { callOf, entryOf } from './model-definition.js';
import type { ToolCap } from './model-definition.js';
import type { Problem } from './model-discover.js';
import type { PluginTree, ProviderScope, SeamProvider, ToolDefinition } from './wire.js';

/** A registry step as sent on the wire (handles are the fixed strings of spec/registry.md). */
export type RegistryStep =
  | { op: 'stage'; tree: PluginTree }
  | { op: 'addTool'; plugin?: string[]; name: string; tool: ToolDefinition }
  | { op: 'registerProvider'; scope: ProviderScope; provider: SeamProvider }
  | { op: 'dispose'; disposer: string }
  | { op: 'commit'; failAt?: string }
  | { op: 'index'; owner?: string }
  | { op: 'pin' }
  | { op: 'release'; pin: string }
  | { op: 'call'; pin: string; tool: string; input: unknown };

/**
 * What the host must answer. `value`: an object containing `shape` (arrays element by element).
 * `error`: an error whose code is one of `codes` (several when a candidate has several problems:
 * which one a host reports first is not specified).
 */
export type Expected = { kind: 'value'; shape: Record<string, unknown> } | { kind: 'error'; codes: string[]; problems?: Problem[] };

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
const value = (shape: Record<string, unknown>): Expected => ({ kind: 'value', shape });
const error = (...codes: string[]): Expected => ({ kind: 'error', codes });

export class RegistryModel {
  generation = 0;
  current: GenerationContent = empty();
  private trees: PluginTree[] = [];
  private addTools: StagedAddTool[] = [];
  /** By disposer string ("disposer-k"), in registration order. */
  private readonly registrations = new Map<string, Registration>();
  /** By pin string ("pin-k"), in pin order. */
  private readonly pins = new Map<string, Pin>();

  /** Applies one step and answers what the host must answer. */
  apply(step: RegistryStep): Expected {
    switch (step.op) {
      case 'stage':
        this.trees.push(step.tree);
        return value({});
      case 'addTool':
        this.addTools.push({ plugin: step.plugin ?? [], name: step.name, tool: step.tool });
        return value({});
      case 'registerProvider':
        return this.register(step.scope, step.provider);
      case 'dispose': {
        const registration = this.registrations.get(step.disposer);
        if (!registration) return error('unknown-disposer');
        registration.disposed = true; // idempotent: a second dispose is {} again (REGISTRY-022)
        return value({});
      }
      case 'commit':
        return this.commit(step.failAt);
      case 'index':
        return value(this.indexShape(step.owner));
      case 'pin': {
        const pin = `pin-${this.pins.size + 1}`;
        this.pins.set(pin, { generation: this.generation, content: this.current, released: false });
        return value({ pin, generation: this.generation });
      }
      case 'release': {
        const pin = this.pins.get(step.pin);
        if (!pin || pin.released) throw new Error(`registry model: release of ${JSON.stringify(step.pin)}, which no open turn holds`);
        pin.released = true;
        return value({});
      }
      case 'call':
        return this.call(step.pin, step.tool, step.input);
    }
  }

  private register(scope: ProviderScope, provider: SeamProvider): Expected {
    const taken = [...this.registrations.values()].some((r) => !r.disposed && r.scope === scope && r.provider.id === provider.id);
    if (taken) return error('duplicate-provider'); // REGISTRY-020: an error does not count as a handle
    const disposer = `disposer-${this.registrations.size + 1}`;
    this.registrations.set(disposer, { scope, provider, disposed: false });
    return value({ disposer });
  }

  private commit(failAt: string | undefined): Expected {
    const active: ActiveProvider[] = [...this.registrations.values()]
      .filter((r) => !r.disposed)
      .map(({ scope, provider }) => ({ scope, provider }));
    const prepared = prepare(this.trees, this.addTools, active, failAt);
    // the candidate is cleared after a successful or a failed commit; providers stay registered
    this.trees = [];
    this.addTools = [];
    if (prepared.problems.length > 0) {
      const codes = [...new Set(prepared.problems.map((p) => p.code))];
      return { kind: 'error', codes, problems: prepared.problems }; // REGISTRY-015: nothing changes
    }
    this.generation += 1;
    this.current = prepared.content; // the old generation retires; pins still hold it
    return value({ generation: this.generation });
  }

  private indexShape(owner: string | undefined): Record<string, unknown> {
    const view = viewOf(this.current, owner);
    const agents = this.current.agents.map((a) => ({ key: [...a.ownerPath, a.name].join('__'), entry: { name: a.name, ownerPath: a.ownerPath, source: a.source } }));
    return {
      generation: this.generation,
      tools: [...view.tools].sort(byName).map(entryOf),
      skills: [...view.skills].sort(byName).map(({ qualifiedName, ownerPath, source }) => ({ qualifiedName, ownerPath, source })),
      agents: agents.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map((a) => a.entry),
    };
  }

  private call(pinName: string, name: string, input: unknown): Expected {
    const pin = this.pins.get(pinName);
    if (!pin || pin.released) return error('scope-ended'); // the pin is checked before the name (REGISTRY-018/024)
    const tool = viewOf(pin.content).tools.find((t) => t.qualifiedName === name);
    if (!tool) return error('unknown-tool');
    const answer = callOf(tool.def, input); // the PINNED generation's definition (REGISTRY-017/025)
    return 'error' in answer ? error(answer.error) : value({ output: answer.output });
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
