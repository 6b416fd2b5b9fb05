// Generations (REGISTRY-031..018, 025): a candidate collects what plugins stage; commit prepares it and
// either publishes a new immutable generation atomically or publishes nothing; turns pin the current one.
// A retired generation ends once no turn holds it, and its capabilities can no longer run.
import type { AddSkillRequest } from './add-skill.js';
import type { AgentCapability, SkillCapability, ToolCapability } from './capability.js';
import type { SchemaChecker } from './input-schema.js';
import { createSchemaChecker } from './input-schema.js';
import type { PluginSource } from './plugin-source.js';
import type { PluginTree } from './plugin-tree.js';
import { pluginSourcesOf } from './plugin-tree.js';
import type { AddToolRequest, CandidateInput, Prepared, PrepareRules, ProjectedRegistration } from './prepare.js';
import { prepare, referencePrepareRules } from './prepare.js';
import type { Problem, RegistryError } from './registry-error.js';
import { registryError } from './registry-error.js';
import type { Registration } from './seam.js';

export interface Generation {
  readonly number: number;
  readonly tools: readonly ToolCapability[];
  readonly skills: readonly SkillCapability[];
  readonly agents: readonly AgentCapability[];
  readonly seam: readonly ProjectedRegistration[];
  /** The callable tools of the global lookup, by qualifiedName. */
  readonly byName: ReadonlyMap<string, ToolCapability>;
}

export type CommitResult = { ok: true; generation: number } | { ok: false; problem: Problem };

export interface GenerationStoreOptions {
  readonly rules?: PrepareRules;
  /** What judges inputSchemas at prepare (REGISTRY-004/029); absent: a checker of the store's own. */
  readonly schemas?: SchemaChecker;
}

export function generationOf(number: number, prepared: Pick<Prepared, 'tools' | 'skills' | 'agents' | 'seam' | 'byName'>, visible: PrepareRules['visible']): Generation {
  const { tools, skills, agents, seam } = prepared;
  return { number, tools, skills, agents, seam, byName: prepared.byName ?? globalLookup(tools, seam, visible) };
}

/** The callable tools of the global lookup by qualifiedName: the plugins', then the visible Seam tools (the last holder of a name wins). */
function globalLookup(tools: readonly ToolCapability[], seam: readonly ProjectedRegistration[], visible: PrepareRules['visible']): Map<string, ToolCapability> {
  const byName = new Map<string, ToolCapability>();
  const globalSeam = new Set(visible(seam.map((p) => p.registration)));
  for (let i = 0; i < tools.length; i++) byName.set(tools[i]!.qualifiedName, tools[i]!);
  for (const p of seam) if (globalSeam.has(p.registration)) for (const tool of p.tools) byName.set(tool.qualifiedName, tool);
  return byName;
}

export class GenerationStore {
  protected readonly rules: PrepareRules;
  protected readonly schemas: SchemaChecker;
  private currentGeneration: Generation;
  // The generation each held pin runs against. A released pin is gone, so a retired generation that no
  // pin holds is unreachable: its capabilities can no longer run and nothing keeps it alive (REGISTRY-018).
  private readonly pins = new Map<string, Generation>();
  private pinSerial = 0;
  // The candidate: written by stage/addTool, read only by commit.
  private staged: PluginSource[] = [];
  private added: AddToolRequest[] = [];
  private addedSkills: AddSkillRequest[] = [];

  constructor(options: GenerationStoreOptions = {}) {
    this.rules = options.rules ?? referencePrepareRules;
    this.schemas = options.schemas ?? createSchemaChecker();
    // Generation 0 is committed and empty.
    this.currentGeneration = generationOf(0, { tools: [], skills: [], agents: [], seam: [] }, this.rules.visible);
  }

  get current(): Generation {
    return this.currentGeneration;
  }

  stage(plugins: readonly PluginSource[]): void {
    this.staged.push(...plugins);
  }

  /** Stages a protocol PluginTree: its plugins, the root first, then its children depth-first. */
  stageTree(tree: PluginTree): void {
    this.stage(pluginSourcesOf(tree));
  }

  addTool(request: AddToolRequest): void {
    this.added.push(request);
  }

  /** context.addSkill on the candidate (REGISTRY-032). */
  addSkill(request: AddSkillRequest): void {
    this.addedSkills.push(request);
  }

  /** Prepares the candidate with the live Seam registrations; publishes all of it or nothing. */
  commit(registrations: readonly Registration[], failAt?: string): CommitResult {
    const number = this.nextNumber();
    const input = { plugins: this.staged, addTools: this.added, addSkills: this.addedSkills, registrations, generation: number, failAt };
    // Staged trees, addTools and addSkills are cleared either way; providers settle in the Seam (REGISTRY-031).
    this.staged = [];
    this.added = [];
    this.addedSkills = [];
    const prepared = this.prepareCandidate(input);
    const problem = this.reportedProblem(prepared.problems);
    if (problem === undefined) {
      this.publish(generationOf(number, prepared, this.rules.visible));
      return { ok: true, generation: number };
    }
    return { ok: false, problem };
  }

  /** The candidate prepared afresh, every plugin of it, by the store's rules (REGISTRY-031). */
  protected prepareCandidate(input: CandidateInput): Prepared {
    return prepare(input, this.rules, this.schemas);
  }

  /** The problem commit answers when a candidate has several: the first found (spec/registry.md leaves it open). */
  protected reportedProblem(problems: readonly Problem[]): Problem | undefined {
    return problems[0];
  }

  /** The number the candidate gets if it is published: the current one plus one (REGISTRY-015). */
  protected nextNumber(): number {
    return this.current.number + 1;
  }

  /** A turn starts: it holds the current generation until released. */
  pin(): { pin: string; generation: number } {
    const pin = `pin-${++this.pinSerial}`;
    this.pins.set(pin, this.current);
    return { pin, generation: this.current.number };
  }

  /** A turn ends. Releasing twice, or a pin never issued, does nothing. */
  release(pin: string): void {
    this.pins.delete(pin);
  }

  /** The generation a pin runs against, or the reason it cannot run any more. */
  generationOfPin(pin: string): Generation | RegistryError {
    return this.pins.get(pin) ?? registryError('scope-ended', `pin "${pin}" is not held by any turn (released or never issued): its scope has ended`);
  }

  private publish(generation: Generation): void {
    // One assignment: an observer sees the old set or the new one, never a mix (REGISTRY-016).
    this.currentGeneration = generation;
  }
}
