// MCP servers (spec/catalog.md, Definitions): a Seam tool provider with id `mcp:<server>` is the MCP server <server>; its
// tools carry the source `seam:mcp:<server>`. Every other tool belongs to no server.
const PREFIX = 'seam:mcp:';

export function mcpServerOf(source: string): string | undefined {
  return source.startsWith(PREFIX) && source.length > PREFIX.length ? source.slice(PREFIX.length) : undefined;
}
