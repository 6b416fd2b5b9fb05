// Variant: every registry error message is worded anew. What the spec says a message names (the source, the
// field, the qualifiedName and both sources, the missing file, both agents, the plugin) is kept, and a thrown
// setup() names its plugin path joined with "__" instead of "/" (REGISTRY-015 allows both); the rest of the
// text is free (protocol §9).
import type { StepResult } from '../../../host/protocol.js';
import type { StepHandler } from '../../../reference-impl/step.js';
import { referenceDispatch } from '../../../reference-impl/host.js';
import { createReferenceHost } from '../../../reference-impl/host.js';
import { createRegistryOps } from '../../../reference-impl/registry/ops.js';

/** The names a message carries: quoted words, and tokens that are sources (hold "/" or ":"). */
export function namedParts(message: string): string[] {
  const quoted = [...message.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
  const sources = message
    .split(/\s+/)
    .map((token) => token.replace(/^[("]+/, '').replace(/[)",.;]+$/, '').replace(/:$/, ''))
    .filter((token) => token.includes('/') || token.includes(':'));
  return [...new Set([...quoted, ...sources])].filter((part) => part !== '');
}

function reworded(code: string, message: string): string {
  const setup = /^setup\(\) of plugin "([^"]+)" threw/.exec(message);
  if (setup) return `${code}: plugin ${setup[1]!.split('/').join('__')} failed in setup`;
  const parts = namedParts(message);
  return parts.length === 0 ? `${code} (no details)` : `${code}; concerns ${parts.join(' | ')}`;
}

const reference = createRegistryOps();
const rewording = (handler: StepHandler): StepHandler => (step, context): StepResult => {
  const answer = handler(step, context);
  const error = (answer as { error?: { code: string; message: string } }).error;
  return error === undefined ? answer : { error: { code: error.code, message: reworded(error.code, error.message) } };
};

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: Object.fromEntries(Object.entries(reference).map(([op, handler]) => [op, rewording(handler)])) },
});
