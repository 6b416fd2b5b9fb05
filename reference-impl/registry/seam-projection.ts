// Projects Seam registrations into the same capability description as regular tools and skills
// (REGISTRY-023): the ToolSchema becomes a definition that goes through the same validation.
import type { ToolExecutionContext } from './definition.js';
import type { Registration, ToolSchema } from './seam.js';

/** A Seam tool, ready for the same checks as a file tool: a name, a definition and a source. */
export interface SeamToolDraft {
  readonly name: unknown;
  readonly definition: Record<string, unknown>;
  readonly source: string;
}

export interface SeamSkillDraft {
  readonly name: unknown;
  readonly description: unknown;
  /** The catalogue's own instructions, when it gives them (load_skill answers them). */
  readonly instructions?: unknown;
  readonly source: string;
}

export const seamSource = (providerId: string): string => `seam:${providerId}`;

function definitionOf(schema: ToolSchema, run: (input: unknown, context: ToolExecutionContext) => unknown): Record<string, unknown> {
  const { name: _name, parameters, source: _source, ...flags } = schema as ToolSchema & Record<string, unknown>;
  // An absent `parameters` leaves inputSchema undefined, which validation reads as absent.
  return { ...flags, inputSchema: parameters, execute: run };
}

/** The drafts one registration contributes. Asking the service for its catalog happens here, at prepare. (REGISTRY-023) */
export function projectRegistration(registration: Registration): { tools: SeamToolDraft[]; skills: SeamSkillDraft[] } {
  const source = seamSource(registration.service.id);
  if (registration.kind === 'skill') {
    const skills = registration.service.catalog().map((entry) => ({
      name: entry.name,
      description: entry.description,
      instructions: entry.instructions,
      source,
    }));
    return { tools: [], skills };
  }
  const service = registration.service;
  const tools = service.schema().map((schema) => ({
    name: schema.name,
    source,
    definition: definitionOf(schema, (input, context) => {
      // The provider is reached only through the prepared capability, i.e. through a pinned turn.
      const result = service.execute(registration.scope, schema.name, input, context);
      if (!result.success) throw new Error(result.error);
      return result.output;
    }),
  }));
  return { tools, skills: [] };
}
