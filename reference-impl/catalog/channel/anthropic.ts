// The Anthropic channel (CATALOG-019): every catalog tool goes on the wire, in the catalog's order (sorted by
// name); the ones not exposed carry `defer_loading: true`, so the model finds them by tool search instead of
// in its prompt. The registry refuses at commit every name a model API would refuse (CATALOG-021).
import type Anthropic from '@anthropic-ai/sdk';
import type { TurnCatalog } from '../types.js';

export function anthropicTools(catalog: TurnCatalog): Anthropic.Messages.Tool[] {
  const out: Anthropic.Messages.Tool[] = [];
  for (const tool of catalog.tools) {
    // Registry input schemas always have an object root (REGISTRY-004), as the API requires.
    const entry: Anthropic.Messages.Tool = {
      name: tool.qualifiedName,
      description: tool.description,
      input_schema: tool.inputSchema as Anthropic.Messages.Tool.InputSchema,
    };
    if (!catalog.exposed.has(tool.qualifiedName)) entry.defer_loading = true;
    out.push(entry);
  }
  return out;
}
