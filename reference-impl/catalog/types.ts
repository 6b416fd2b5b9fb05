// The shared shapes of area catalog (design: spec/catalog.md). The channel projections, the benchmark
// and the protocol ops all read a turn through these types only.
import type { JsonSchema } from '../registry/input-schema.js';

/** One tool as the model may see it. Built once per generation and frozen; turns share the objects. */
export interface CatalogTool {
  readonly qualifiedName: string;
  readonly description: string;
  readonly inputSchema: JsonSchema;
  /** discover/load_tool/load_skill/spawn_task/ask_user: created by the host, not by a plugin. */
  readonly framework: boolean;
  /** The MCP server of a Seam tool provider with id `mcp:<server>`, else undefined. */
  readonly mcpServer: string | undefined;
}

/** What one turn may show: every catalog tool (sorted by qualifiedName) and the names exposed now. */
export interface TurnCatalog {
  readonly tools: readonly CatalogTool[];
  readonly exposed: ReadonlySet<string>;
}

export interface DeferredToolsConfig {
  readonly maxLoadedPerSession: number;
  readonly discoverTopK: number;
  readonly alwaysLoadedTools: readonly string[];
  readonly mcpServers: Readonly<Record<string, { readonly alwaysLoadedTools: readonly string[] }>>;
}

export interface DiscoverResult {
  readonly kind: 'tool' | 'skill';
  readonly name: string;
}

export type NotFound = { readonly notFound: string };

export interface LoadToolResult {
  readonly loaded: string;
  readonly evicted: readonly string[];
}

export interface LoadSkillResult {
  readonly skill: string;
  readonly instructions: string;
  readonly unlocked: readonly string[];
}

/** One turn's deferred controller: its own working set; nothing it does is seen by other turns mid-turn. */
export interface TurnController {
  readonly id: string;
  readonly session: string;
  readonly generation: number;
  readonly agent: string | null;
  catalog(): TurnCatalog;
  discover(query: string, mcpServer?: string): readonly DiscoverResult[];
  loadTool(name: string): LoadToolResult | NotFound;
  loadSkill(name: string): LoadSkillResult | NotFound;
  /** The model calls `name`: answers whether it was exposed (and stamps it when it is a loaded tool). */
  use(name: string): boolean;
}

/** The persisted per-session state (the DeferredToolSessionSnapshot of the seed). */
export interface SessionSnapshot {
  /** Loaded tool → logical-clock stamp of its last load or use. */
  readonly loaded: Readonly<Record<string, number>>;
  readonly skills: readonly string[];
}

/** Where sessions persist. The reference ships a memory store and a file store. */
export interface SessionStore {
  read(session: string): SessionSnapshot | undefined;
  write(session: string, snapshot: SessionSnapshot): void;
  /** The logical clock survives with the sessions, so stamps stay ordered across restarts. */
  readClock(): number;
  writeClock(value: number): void;
}

export interface StartTurnRequest {
  readonly session: string;
  /** The protocol Message (spec/access.md, messages) or null. */
  readonly message: unknown;
  /** A qualified agent id, null for none, undefined for automatic selection by auto.platform. */
  readonly agent?: string | null;
  readonly attended?: boolean;
}
