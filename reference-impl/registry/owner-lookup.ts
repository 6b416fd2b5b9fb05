// An owner's lookup of a generation (REGISTRY-021, CATALOG-030): the plugins' tools, then the Seam tools of
// the providers that owner sees (global ones, a provider scoped to the owner replacing the global one with
// its id). Everything else of the generation is unchanged, so a turn of that owner reads it as its generation.
import type { Generation } from './generation.js';
import type { ToolCapability } from './capability.js';
import { GLOBAL_SCOPE, visibleRegistrations } from './seam.js';

/** `owner` has a provider of its own in `generation` (else its lookup is the global one). */
export function hasOwnProviders(generation: Generation, owner: string): boolean {
  return owner !== GLOBAL_SCOPE && generation.seam.some((p) => p.registration.scope === owner);
}

/** An owner's lookup of a generation, which remembers the generation's global lookup (a sub-agent turn starts from it). */
interface OwnerGeneration extends Generation {
  readonly globalLookup: Generation;
}

/** The generation as `owner` looks it up: its callable tools are the plugins' and its visible Seam tools. */
export function ownerLookupOf(generation: Generation, owner: string): Generation {
  const global = (generation as Partial<OwnerGeneration>).globalLookup ?? generation;
  if (!hasOwnProviders(global, owner)) return global;
  const seen = new Set(visibleRegistrations(global.seam.map((p) => p.registration), owner));
  const byName = new Map<string, ToolCapability>();
  for (const tool of global.tools) byName.set(tool.qualifiedName, tool);
  for (const p of global.seam) if (seen.has(p.registration)) for (const tool of p.tools) byName.set(tool.qualifiedName, tool);
  const lookup: OwnerGeneration = { ...global, byName, globalLookup: global };
  return lookup;
}
