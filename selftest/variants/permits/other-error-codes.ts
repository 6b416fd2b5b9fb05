// Variant: other step-error codes and messages where the protocol only suggests them ("e.g. unknown-op",
// "e.g. bad-step", "e.g. bad-setup"): any kebab-case code with any message conforms (spec/protocol.md §6).
// It departs from nothing.
import type { Case, InProcessHost, RunAnswer } from '../../../host/protocol.js';
import { createReferenceHost } from '../../../reference-impl/host.js';

const reference = createReferenceHost();
const CODES: Readonly<Record<string, string>> = { 'unknown-op': 'no-such-operation', 'bad-step': 'invalid-step', 'bad-setup': 'invalid-setup' };

function renamed(result: Record<string, unknown>): Record<string, unknown> {
  const error = result.error as { code?: unknown } | undefined;
  if (typeof error !== 'object' || error === null || typeof error.code !== 'string') return result;
  return { error: { code: CODES[error.code] ?? error.code, message: 'refused' } };
}

const host: InProcessHost = {
  hello: () => reference.hello(),
  async run(testCase: Case): Promise<RunAnswer> {
    const answer = await reference.run(testCase);
    return 'results' in answer ? { results: answer.results.map(renamed) } : answer;
  },
};

export default host;
