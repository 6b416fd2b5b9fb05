// Laws that are relative: trimming (PERMIT-029), String() (PERMIT-025), the private default and a null id
// (PERMIT-021), the sender's default role and id (PERMIT-022) and the adapter's text (PERMIT-023) each say
// that one spelling of a check reads as another, explicit one. A wrong verdict is theirs only where that
// spelling made the difference, which the host's own answers show: the same check written explicitly (items
// without spaces around them, the message as its normalised view) is answered right where the original was
// not (that rewrite's rule decided it), or is answered the same wrong way (no normalisation decided it: the
// rule that decides the explicit form does). An OR-as-AND host answers `group( a , b )` as it answers
// `group(a,b)`, so its wrong answer is PERMIT-005's, never PERMIT-029's.
import type { PermitCheck } from '../support/ask.js';
import type { WireMessage } from './arbitraries.js';
import { itemsOf, parsePermit, shapeOf } from './model-grammar.js';
import { field, ROLES, viewOf } from './model-message.js';
import { decidePermitList } from './model.js';

/** One rewrite of a check into a more explicit spelling the spec reads alike, and the rule that says so. */
export interface Rewrite {
  rule: string;
  what: string;
  check: PermitCheck;
}


const isScalar = (v: unknown): boolean => typeof v === 'number' || typeof v === 'boolean';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A permit with its items written without the ASCII whitespace around them; undefined when already so or malformed. */
function unspaced(permit: unknown): string | undefined {
  if (typeof permit !== 'string' || !parsePermit(permit).ok) return undefined;
  const shape = shapeOf(permit);
  if (!shape.ok) return undefined;
  const text = `${shape.shape.kind}(${itemsOf(shape.shape.rawItems).join(',')})`;
  return text === permit ? undefined : text;
}

function withField(message: WireMessage, path: readonly [string] | readonly [string, string], value: unknown): WireMessage {
  const copy = structuredClone(message) as unknown as Record<string, unknown>;
  if (path.length === 1) {
    if (value === undefined) delete copy[path[0]];
    else copy[path[0]] = value;
  } else {
    const inner = { ...(isRecord(copy[path[0]]) ? (copy[path[0]] as Record<string, unknown>) : {}) };
    if (value === undefined) delete inner[path[1]];
    else inner[path[1]] = value;
    copy[path[0]] = inner;
  }
  return copy as unknown as WireMessage;
}

/** The message rewrites: each field as its normalised view says, one at a time. */
function messageRewrites(message: WireMessage | null): { rule: string; what: string; message: WireMessage }[] {
  if (!isRecord(message)) return [];
  const view = viewOf(message);
  if (view === undefined) return [];
  const out: { rule: string; what: string; message: WireMessage }[] = [];
  const adapter = field(message, '$adapter');
  if (adapter === undefined) out.push({ rule: 'PERMIT-023', what: '$adapter written as String(undefined)', message: withField(message, ['$adapter'], view.adapter) });
  else if (isScalar(adapter)) out.push({ rule: 'PERMIT-025', what: '$adapter written as its String()', message: withField(message, ['$adapter'], view.adapter) });
  const channel = field(message, '$channel');
  if (!isRecord(channel)) out.push({ rule: 'PERMIT-021', what: 'the private default written as $channel.type', message: withField(message, ['$channel'], { type: 'private' }) });
  else {
    const type = field(channel, 'type');
    if (type === undefined || type === '') out.push({ rule: 'PERMIT-021', what: 'the private default written as $channel.type', message: withField(message, ['$channel', 'type'], 'private') });
    const id = field(channel, 'id');
    if (id === null) out.push({ rule: 'PERMIT-021', what: 'a null $channel.id left out', message: withField(message, ['$channel', 'id'], undefined) });
    else if (isScalar(id)) out.push({ rule: 'PERMIT-025', what: '$channel.id written as its String()', message: withField(message, ['$channel', 'id'], view.conversationId) });
  }
  const sender = field(message, '$sender');
  if (isRecord(sender)) {
    const id = field(sender, 'id');
    if (isScalar(id)) out.push({ rule: 'PERMIT-025', what: '$sender.id written as its String()', message: withField(message, ['$sender', 'id'], view.senderId) });
    const role = field(sender, 'role');
    if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) out.push({ rule: 'PERMIT-022', what: 'the sender role written as its view (user)', message: withField(message, ['$sender', 'role'], view.role) });
  }
  return out;
}

/** Each single rewrite of `check` that the spec reads exactly as `check` (the model's verdict unchanged). */
export function normalRewrites(check: PermitCheck, grants: unknown): Rewrite[] {
  const holds = decidePermitList(check.permits, check.message, grants).holds;
  const rewrites: Rewrite[] = [];
  const permits = check.permits.map((p) => unspaced(p) ?? p);
  if (permits.some((p, i) => p !== check.permits[i])) rewrites.push({ rule: 'PERMIT-029', what: 'items written without the whitespace around them', check: { permits, message: check.message } });
  for (const m of messageRewrites(check.message)) rewrites.push({ rule: m.rule, what: m.what, check: { permits: check.permits, message: m.message } });
  return rewrites.filter((r) => decidePermitList(r.check.permits, r.check.message, grants).holds === holds);
}

/** The message with every field written as its normalised view reads it (itself when already explicit). */
export function explicitMessage(message: WireMessage | null): WireMessage | null {
  let out = message;
  // Applied in turn: each later rewrite reads the message the earlier ones wrote.
  for (let round = 0; round < 8; round++) {
    const next = messageRewrites(out)[0];
    if (next === undefined) break;
    out = next.message;
  }
  return out;
}

/** `check` with every rewrite at once (the explicit form), or undefined when there is none. */
export function explicitForm(check: PermitCheck, grants: unknown, rewrites: readonly Rewrite[] = normalRewrites(check, grants)): PermitCheck | undefined {
  if (rewrites.length === 0) return undefined;
  const permits = check.permits.map((p) => unspaced(p) ?? p);
  const form = { permits, message: explicitMessage(check.message) };
  const holds = decidePermitList(check.permits, check.message, grants).holds;
  return decidePermitList(form.permits, form.message, grants).holds === holds ? form : undefined;
}
