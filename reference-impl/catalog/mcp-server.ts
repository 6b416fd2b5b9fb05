// MCP servers (spec/catalog.md, Definitions): a Seam tool provider with id `mcp:<server>` is the MCP server <server>; its
// tools carry the source `seam:mcp:<server>`. Every other tool belongs to no server, `mcp:` itself included (CATALOG-027).
const PREFIX = 'seam:mcp:';

export function mcpServerOf(source: string): string | undefined {
  return source.startsWith(PREFIX) && source.length > PREFIX.length ? source.slice(PREFIX.length) : undefined;
}

/**
 * mcpServerOf a capability's source. A capability with an owner path is a plugin's (its source starts with
 * its plugin path, whose segments hold no ":") or an addTool's (`addTool:…`), never a Seam tool's: only the
 * source of a capability without one is read.
 */
export function mcpServerOfTool(tool: { readonly ownerPath: readonly string[]; readonly source: string }): string | undefined {
  return tool.ownerPath.length === 0 ? mcpServerOf(tool.source) : undefined;
}
