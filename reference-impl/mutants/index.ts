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
  file: `reference-impl/mutants/${name}.ts`,
  rules,
  breaks,
});

export const mutants: readonly Mutant[] = [
  // Areas permits and access (alphabetical). `rules`: the requirements the suites charge its failures to, its own rule first.
  entry('any-check-admits', ['ACCESS-001'], 'a tool is callable when any one of its platforms, scopes and permissions checks passes'),
  entry('case-insensitive-values', ['PERMIT-011', 'ACCESS-005'], 'permit values compare case-insensitively'),
  entry('empty-items-dropped', ['PERMIT-010', 'ACCESS-005'], 'empty items among others are dropped: group(a,) reads as group(a)'),
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
  entry('role-exact-match', ['PERMIT-013', 'ACCESS-005'], 'role(r) admits only role r exactly (role(trusted) rejects a master)'),
  entry('role-missing-is-none', ['PERMIT-022', 'ACCESS-010'], 'a sender without a known role has no role, so role(user) denies it'),
  entry('role-user-exact', ['PERMIT-013', 'ACCESS-005'], 'role(user) holds only for the user role, not for every identified sender'),
  entry('scopes-ignored', ['ACCESS-003', 'ACCESS-004'], "a tool's scopes are ignored"),
  entry('scopes-read-raw-type', ['ACCESS-010', 'ACCESS-003'], 'the scopes check reads $channel.type as sent, without the private default the permits use'),
  entry('star-literal-for-group', ['PERMIT-008', 'ACCESS-005'], '"*" in group/private/channel is a literal id, not "any"'),
  entry('star-wildcard-everywhere', ['PERMIT-009', 'ACCESS-005'], '"*" is a wildcard for adapter and user too'),
  entry('throws-on-huge', ['PERMIT-019', 'PERMIT-018'], 'a permit over 100 KB makes the host answer errored'),
  entry('unicode-trim-items', ['PERMIT-003', 'ACCESS-005'], 'permit items are trimmed with trim(), which also strips U+00A0 and U+3000'),
  entry('unknown-permits-allowed', ['PERMIT-001', 'ACCESS-005'], 'a permit of an unrecognised kind evaluates true'),
  entry('whitespace-outside-tolerated', ['PERMIT-002', 'PERMIT-020', 'ACCESS-005'], 'whitespace outside the parentheses is accepted'),
  entry('commit-publishes-before-validating', ['REGISTRY-015', 'REGISTRY-016'], 'a failed commit still publishes what prepared'),
  entry('join-not-injective', ['REGISTRY-008', 'REGISTRY-010'], 'segments may contain "__", so two owner paths can share a qualifiedName'),
  entry('last-wins-duplicates', ['REGISTRY-019'], 'a duplicate qualifiedName silently replaces the earlier capability'),
  entry('disposer-not-idempotent', ['REGISTRY-022'], 'disposing twice removes another provider'),
  entry('scoped-does-not-replace-global', ['REGISTRY-021'], 'a provider scoped to an owner does not replace the global one with its id'),
  entry('pins-ignored', ['REGISTRY-017', 'REGISTRY-025'], 'calls run against the current generation, not the pinned one'),
  entry('approval-before-permission', ['TURN-001'], 'approval is asked before the permission check, so a call that will be denied still asks'),
  entry('once-remembers-denial', ['TURN-006', 'TURN-008'], 'a denied approval is remembered, so the next call is not asked'),
  entry('unattended-allowed', ['TURN-010'], 'an unattended turn runs a call that needs an approval question'),
  entry('ask-user-any-subject', ['TURN-018', 'TURN-019'], 'ask_user accepts a reply from any subject and any session'),
  entry('required-section-dropped', ['TURN-022', 'TURN-023'], 'a required prompt section that does not fit is dropped instead of failing the turn'),
  entry('pins-ignored-in-turns', ['TURN-016'], 'a turn\'s calls run in the current generation, not the pinned one'),
  entry('fifo-eviction', ['CATALOG-014'], 'eviction is least recently loaded: a use does not re-stamp a tool'),
  entry('always-loaded-evicted', ['CATALOG-015'], 'always-loaded tools count toward maxLoadedPerSession and get evicted'),
  entry('discover-leaks-inaccessible', ['CATALOG-007'], 'discover searches the whole generation, not the turn\'s catalog'),
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
