// The catalogue of deliberately broken hosts. Each one must be caught by the conformance suites:
// a suite run that passes against a mutant has a hole where that mutant's rule should be.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { kitRoot } from '../../spec/paths.js';

export interface Mutant {
  /** Kebab-case name, equal to the module's file name without extension. */
  readonly name: string;
  /** The module's TypeScript source, relative to the kit root. */
  readonly file: string;
  /** The requirement IDs the mutant breaks. */
  readonly rules: readonly string[];
  readonly breaks: string;
}

const entry = (name: string, rules: readonly string[], breaks: string): Mutant => ({
  name,
  file: `selftest/broken-hosts/${name}.ts`,
  rules,
  breaks,
});

export const mutants: readonly Mutant[] = [
  // Areas permits and access (alphabetical). `rules`: the requirements the suites charge its failures to, its own rule first.
  entry('any-check-admits', ['ACCESS-001'], 'a tool is callable when any one of its platforms, scopes and permissions checks passes'),
  entry('case-insensitive-values', ['PERMIT-011', 'ACCESS-005'], 'permit values compare case-insensitively'),
  entry('empty-list-denies', ['PERMIT-007', 'ACCESS-005'], 'an empty permit list denies'),
  entry('hidden-bypasses-checks', ['ACCESS-008'], 'a hidden tool is callable whatever its platforms, scopes and permissions'),
  entry('hidden-listed', ['ACCESS-007'], 'a hidden tool is listed to the model'),
  entry('hidden-not-callable', ['ACCESS-008'], 'a hidden tool cannot be called by name'),
  entry('kinds-case-insensitive', ['PERMIT-001', 'ACCESS-005'], 'permit kinds match case-insensitively: Adapter(qq) is adapter(qq)'),
  entry('no-message-admits-all', ['ACCESS-006'], 'with no message every tool is admitted'),
  entry('no-message-is-private', ['PERMIT-024', 'ACCESS-006'], 'no message reads as a private message without sender, so private() holds'),
  entry('null-id-is-text', ['PERMIT-021', 'ACCESS-010'], 'a $channel id of null is the text "null"'),
  entry('odd-scopes-dropped', ['ACCESS-004'], 'scopes outside private/group/channel are dropped instead of failing closed'),
  entry('or-as-and', ['PERMIT-005', 'ACCESS-005'], 'commas inside one permit are read as AND'),
  entry('pipe-means-or', ['PERMIT-012', 'ACCESS-005'], '"|" inside a permit is read as another OR'),
  entry('platform-ignores-adapter', ['PERMIT-014', 'ACCESS-005'], "platform(a,p) asks adapter a's checker whatever adapter the message comes from"),
  entry('platform-prefix-match', ['ACCESS-002'], 'platforms match the adapter by prefix'),
  entry('prefix-match-values', ['PERMIT-011', 'ACCESS-005'], 'permit items match values by prefix'),
  entry('private-default-missing', ['PERMIT-021', 'ACCESS-010'], 'no $channel means no conversation type instead of private'),
  entry('python-str-ids', ['PERMIT-025', 'ACCESS-010'], "numbers and booleans are stringified like Python's str() (True, 1e-07)"),
  entry('role-exact-match', ['PERMIT-026', 'ACCESS-005'], 'role(r) admits only role r exactly (role(trusted) rejects a master)'),
  entry('role-missing-is-none', ['PERMIT-022', 'ACCESS-010'], 'a sender without a known role has no role, so role(user) denies it'),
  entry('scopes-ignored', ['ACCESS-003', 'ACCESS-004'], "a tool's scopes are ignored"),
  entry('scopes-read-raw-type', ['ACCESS-010', 'ACCESS-003'], 'the scopes check reads $channel.type as sent, without the private default the permits use'),
  entry('star-literal-for-group', ['PERMIT-008', 'ACCESS-005'], '"*" in group/private/channel is a literal id, not "any"'),
  entry('star-wildcard-everywhere', ['PERMIT-009', 'ACCESS-005'], '"*" is a wildcard for adapter and user too'),
  entry('throws-on-huge', ['PERMIT-019', 'PERMIT-018'], 'a permit over 100 KB makes the host answer errored'),
  entry('unknown-permits-allowed', ['PERMIT-017', 'PERMIT-001', 'ACCESS-005'], 'a permit of an unrecognised kind evaluates true (its lint says malformed: it fails open, PERMIT-017)'),
  entry('whitespace-outside-tolerated', ['PERMIT-002', 'PERMIT-020', 'ACCESS-005'], 'whitespace outside the parentheses is accepted'),
  entry('added-skills-dropped', ['REGISTRY-032'], 'addSkill answers {} but its skill is never published'),
  entry('agent-files-unchecked', ['REGISTRY-012'], 'a sub-agent needs only agent.json; its three Markdown files may be missing'),
  entry('agent-tools-unchecked', ['REGISTRY-033'], 'a malformed agent.json `tools` is read as "no request" instead of failing the candidate'),
  entry('agent-manifest-unchecked', ['REGISTRY-028'], 'a malformed agent.json is read as "not automatic" instead of failing the candidate'),
  entry('commit-publishes-before-validating', ['REGISTRY-015', 'REGISTRY-016'], 'a failed commit still publishes what prepared'),
  entry('disposer-not-idempotent', ['REGISTRY-022'], 'disposing twice removes another provider'),
  entry('duplicate-names-one-source', ['REGISTRY-019'], 'a duplicate-name message names only the later of the two sources'),
  entry('providers-survive-failed-commit', ['REGISTRY-031'], 'providers registered for a candidate stay registered after its commit fails instead of rolling back with it'),
  entry('duplicate-providers-allowed', ['REGISTRY-020'], 'a provider id already registered in its scope is registered again'),
  entry('failed-commit-consumes-number', ['REGISTRY-015'], 'a failed commit uses up a generation number'),
  entry('index-js-ignored', ['REGISTRY-001'], 'index.js in a tool location is not a tool entry'),
  entry('index-sorted-by-locale', ['REGISTRY-026'], 'index lists are sorted by localeCompare, not by code unit'),
  entry('input-not-validated', ['REGISTRY-005'], 'a call\'s input is never validated against the tool\'s schema'),
  entry('input-schema-unchecked', ['REGISTRY-004', 'REGISTRY-029'], 'an inputSchema is taken as given, whatever it is'),
  entry('join-not-injective', ['REGISTRY-008', 'REGISTRY-010'], 'segments may contain "__", so two owner paths can share a qualifiedName'),
  entry('last-wins-duplicates', ['REGISTRY-019'], 'a duplicate qualifiedName silently replaces the earlier capability'),
  entry('malformed-permits-rejected', ['REGISTRY-006'], 'a malformed permit makes the definition invalid'),
  entry('metaschema-unchecked', ['REGISTRY-029'], 'any object whose type is "object" is taken for a JSON Schema'),
  entry('pins-ignored', ['REGISTRY-017', 'REGISTRY-025'], 'calls run against the current generation, not the pinned one'),
  entry('qualified-name-limit-off-by-one', ['REGISTRY-009'], 'a qualifiedName of 65 characters is accepted'),
  entry('released-pins-callable', ['REGISTRY-018'], 'releasing a pin does nothing: an ended turn can still call'),
  entry('routing-conflicts-ignored', ['REGISTRY-013'], 'two automatic agents for one platform do not conflict'),
  entry('scoped-does-not-replace-global', ['REGISTRY-021'], 'a provider scoped to an owner does not replace the global one with its id'),
  entry('seam-source-as-declared', ['REGISTRY-023'], 'a Seam tool\'s source is its ToolSchema\'s own source, not seam:<provider id>'),
  entry('segments-allow-uppercase', ['REGISTRY-008'], 'a segment may hold upper-case letters'),
  entry('stage-validates-eagerly', ['REGISTRY-027'], 'stage answers a tree\'s first problem instead of leaving it to commit'),
  entry('tools-and-skills-share-names', ['REGISTRY-019'], 'a tool and a skill with one name are a duplicate'),
  entry('unresolvable-ref-lets-input-through', ['REGISTRY-030'], 'a schema whose $ref resolves nowhere lets every input through'),
  entry('aborted-beats-ended', ['TURN-028'], 'a turn aborted and then ended cancels its calls instead of denying them at generation'),
  entry('approval-before-permission', ['TURN-001'], 'approval is asked before the permission check, so a call that will be denied still asks'),
  entry('approval-memory-ignores-mode', ['TURN-027'], 'an approval given under one requiresApproval mode spares the question of another after a reload'),
  entry('ask-user-any-subject', ['TURN-018', 'TURN-019'], 'ask_user accepts a reply from any subject and any session'),
  entry('code-point-lengths', ['TURN-021', 'TURN-031', 'TURN-023'], 'prompt lengths count code points (Python len), not UTF-16 code units'),
  entry('config-of-latest-load', ['TURN-036'], 'a tool\'s context reads its plugin\'s config from the latest load, not from the generation its call is bound to'),
  entry('context-resolved-through-caller', ['TURN-033'], 'a tool runs in its caller\'s context: every tool reports the turn\'s (root) owner, not its own'),
  entry('once-remembers-denial', ['TURN-006', 'TURN-008'], 'a denied approval is remembered, so the next call is not asked'),
  entry('pins-ignored-in-turns', ['TURN-016'], 'a turn\'s calls run in the current generation, not the pinned one'),
  entry('policy-approvals-forgotten', ['TURN-008'], 'an on-risk dedicated-policy tool asks on every call instead of once per canonical input'),
  entry('policy-not-applied', ['TURN-003'], 'the permission stage never runs a tool\'s dedicated policy'),
  entry('python-str-subjects', ['TURN-018'], 'ask_user spells a numeric sender id like Python str() ("1e-07"), not Number::toString'),
  entry('origin-of-latest-turn', ['TURN-037'], 'a tool\'s context carries the origin and policy of the latest started turn, not of its own'),
  entry('packs-by-order', ['TURN-031'], 'prompt sections of one retention are packed by (order, identity), so order decides which survives a tight budget'),
  entry('required-section-dropped', ['TURN-031', 'TURN-023'], 'a required prompt section that does not fit is dropped instead of failing the turn'),
  entry('principal-is-session', ['TURN-034'], 'a tool\'s execution context names the turn\'s session as its principal, not the sender'),
  entry('question-port-when-unattended', ['TURN-035'], 'an unattended turn hands its tools an empty question port instead of none'),
  entry('scopes-ignored-without-message', ['TURN-002'], 'in a turn without a message a tool\'s scopes are ignored'),
  entry('sections-grant-authority', ['TURN-032'], 'a prompt section that names a tool grants it: a call refused at permission or approval runs'),
  entry('section-names-unchecked', ['TURN-029'], 'prompt section names are not held to the segment rule'),
  entry('unattended-allowed', ['TURN-010'], 'an unattended turn runs a call that needs an approval question'),
  entry('surface-without-agents', ['CATALOG-029'], 'the initial surface summarises skills but no agent'),
  entry('always-loaded-evicted', ['CATALOG-015'], 'always-loaded tools count toward maxLoadedPerSession and get evicted'),
  entry('anthropic-never-defers', ['CATALOG-019'], 'the anthropic channel sends every catalog tool without defer_loading'),
  entry('ask-user-when-unattended', ['CATALOG-025'], 'ask_user is a framework tool of unattended and sub-agent turns too'),
  entry('catalog-ignores-pin', ['CATALOG-023'], 'a turn\'s catalog and load_tool follow the current generation, not the pinned one'),
  entry('config-accepts-booleans', ['CATALOG-016'], 'a boolean where deferredTools wants an integer is read as 0 or 1'),
  entry('digest-ignores-exposed', ['CATALOG-028'], 'the digest form of tools answers the first exposed set a catalog met, not the turn\'s current one'),
  entry('discover-ignores-server', ['CATALOG-010'], 'discover ignores mcpServer and searches every catalog tool and visible skill'),
  entry('discover-leaks-inaccessible', ['CATALOG-007'], 'discover searches the whole generation, not the turn\'s catalog'),
  entry('empty-default-schema', ['CATALOG-021'], 'a tool without an input schema is sent with {} instead of {"type": "object"}'),
  entry('fifo-eviction', ['CATALOG-014'], 'eviction is least recently loaded: a use does not re-stamp a tool'),
  entry('generic-sends-catalog', ['CATALOG-020'], 'the generic channel sends every catalog tool, not only the exposed ones'),
  entry('evict-most-recent', ['CATALOG-014'], 'past the limit a load evicts the most recently loaded-or-used tool, not the least'),
  entry('sessions-share-state', ['CATALOG-013'], 'every session reads and writes one shared state'),
  entry('isolation-leak', ['CATALOG-017'], 'the open top-level turns of one session share one working set'),
  entry('mcp-entry-ignored', ['CATALOG-006'], 'mcpServers entries are ignored: MCP tools follow the global alwaysLoadedTools'),
  entry('not-found-reveals-reason', ['CATALOG-011'], 'load_tool of an existing but inaccessible tool answers another not-found message'),
  entry('owner-providers-ignored', ['CATALOG-030'], 'a turn sees the global providers only, whatever its agent: a provider scoped to that agent never reaches its catalog'),
  entry('requested-tools-bypass-scope', ['CATALOG-031'], 'every tool an agent requests in agent.json is in its turns\' catalog, whatever its scope and access'),
  entry('snapshot-oldest-first', ['CATALOG-024'], 'the session snapshot lists its loaded tools oldest first'),
  entry('sub-agent-loads-persisted', ['CATALOG-018'], 'a sub-agent\'s loads persist into its parent\'s session'),
];

/**
 * Absolute path of a mutant's module: the TypeScript source when running from sources (vitest),
 * the compiled .js under dist/ when running from the built CLI.
 */
export function mutantModulePath(mutant: Mutant): string {
  const fromSources = import.meta.url.endsWith('.ts');
  const compiled = join(kitRoot, 'dist', mutant.file.replace(/\.ts$/, '.js'));
  return fromSources || !existsSync(compiled) ? join(kitRoot, mutant.file) : compiled;
}
