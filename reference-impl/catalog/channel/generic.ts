// Every other channel (CATALOG-020): only the exposed tools, in the catalog's order (sorted by name), without defer_loading.
// The registry refuses at commit every name a model API would refuse (CATALOG-021).
import type { JsonSchema } from '../../registry/input-schema.js';
import type { TurnCatalog } from '../types.js';

export interface GenericTool {
  name: string;
  description: string;
  input_schema: JsonSchema;
}

export function genericTools(catalog: TurnCatalog): GenericTool[] {
  const out: GenericTool[] = [];
  for (const tool of catalog.tools) {
    if (!catalog.exposed.has(tool.qualifiedName)) continue;
    out.push({ name: tool.qualifiedName, description: tool.description, input_schema: tool.inputSchema });
  }
  return out;
}
