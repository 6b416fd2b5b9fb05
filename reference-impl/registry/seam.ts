// The Capability Seam (REGISTRY-020..024): a Root resource where remote tool and skill services register,
// globally or for one owner. It only registers and projects; there is deliberately no execute or invoke
// method here, so a Seam tool can run only through a turn's pinned generation.
import type { ApprovalPolicy, ToolExecutionContext } from './definition.js';
import type { JsonSchema } from './input-schema.js';

/** A Seam tool as the service describes it (the flat form of the design's ToolSchema). */
export interface ToolSchema {
  name: string;
  description: string;
  parameters?: JsonSchema;
  requiresApproval?: ApprovalPolicy;
  platforms?: string[];
  scopes?: string[];
  permissions?: string[];
  hidden?: boolean;
  /** A dedicated policy and its allow-list, as on a file tool (area turns). */
  policy?: 'bash' | 'file' | 'network';
  allow?: string[];
  /** The service's own provenance label; the index names Seam capabilities by `seam:<provider id>`. */
  source?: string;
}

export type ToolExecutionResult = { success: true; output: unknown } | { success: false; error: string };

export interface ToolService {
  readonly id: string;
  readonly description?: string;
  schema(): ToolSchema[];
  execute(scope: string, toolName: string, input: unknown, context: ToolExecutionContext): ToolExecutionResult;
}

export interface SkillSummary {
  name: string;
  description: string;
  instructions?: string;
}

export interface SkillService {
  readonly id: string;
  readonly description?: string;
  catalog(): SkillSummary[];
  describe(scope: string, skillId: string): string;
}

/** `'global'`, or the owner string the provider is visible for. */
export type SeamScope = string;
export const GLOBAL_SCOPE = 'global';

export type Registration =
  | { readonly scope: SeamScope; readonly kind: 'tool'; readonly service: ToolService }
  | { readonly scope: SeamScope; readonly kind: 'skill'; readonly service: SkillService };

export type Disposer = () => void;

/** The wording of a duplicate registration, which the protocol leaves free (REGISTRY-020 fixes only the code). */
const duplicateProviderText = (scope: SeamScope, id: string): string => `a provider with id "${id}" is already registered in scope "${scope}"`;

/** Registration of an id already live in its scope; the provider steps answer it as `duplicate-provider`. */
export class DuplicateProviderError extends Error {}

export class SeamIntegration {
  protected readonly live: Registration[] = [];
  /** The registrations a successful commit published, or that were live when it ran (REGISTRY-031). */
  protected published = new Set<Registration>();

  registerToolService(scope: SeamScope, service: ToolService): Disposer {
    return this.register({ scope, kind: 'tool', service });
  }

  registerSkillService(scope: SeamScope, service: SkillService): Disposer {
    return this.register({ scope, kind: 'skill', service });
  }

  /** The live registrations, in registration order (a copy: a commit snapshots it). */
  registrations(): readonly Registration[] {
    return [...this.live];
  }

  /**
   * After a commit (REGISTRY-031): a successful one publishes the live registrations; a failed one rolls
   * back with its candidate every registration made since the last successful commit, as if disposed.
   * A disposal is never undone.
   */
  settle(committed: boolean): void {
    if (committed) this.published = new Set(this.live);
    else for (const r of [...this.live]) if (!this.published.has(r)) this.live.splice(this.live.indexOf(r), 1);
  }

  protected register(registration: Registration): Disposer {
    const id = registration.service.id;
    if (this.live.some((r) => r.scope === registration.scope && r.service.id === id)) throw new DuplicateProviderError(duplicateProviderText(registration.scope, id));
    this.live.push(registration);
    return this.disposerFor(registration);
  }

  /** Removes exactly this registration; once it is gone, later calls do nothing (idempotent, REGISTRY-022). */
  protected disposerFor(registration: Registration): Disposer {
    return () => {
      const at = this.live.indexOf(registration);
      if (at >= 0) this.live.splice(at, 1);
    };
  }
}

/**
 * The providers an owner sees: global ones, except that a provider registered for that owner replaces
 * a global one with the same id (REGISTRY-021). Without an owner, only global providers count.
 */
export function visibleRegistrations(registrations: readonly Registration[], owner?: string): Registration[] {
  // Without an owner nothing is scoped; owner "global" scopes the global providers, which then replace themselves.
  const globals = registrations.filter((r) => r.scope === GLOBAL_SCOPE);
  const scoped = registrations.filter((r) => r.scope === owner);
  const replaced = new Set(scoped.map((r) => r.service.id));
  return [...globals.filter((r) => !replaced.has(r.service.id)), ...scoped];
}

export type VisibleRegistrations = typeof visibleRegistrations;
