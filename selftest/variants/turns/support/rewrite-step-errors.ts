// A host whose turns answers are the reference's with every step error rewritten: the variants that take
// another free wording or another "e.g." code are built from it, so they differ in exactly that.
import type { Case, InProcessHost, RunAnswer, StepResult } from '../../../../host/protocol.js';

export type ErrorRewrite = (error: { code: string; message: string }, step: unknown) => { code: string; message: string };

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function rewriteResult(result: StepResult, step: unknown, rewrite: ErrorRewrite): StepResult {
  const error = result.error;
  if (!isPlainObject(error)) return result;
  return { error: rewrite({ code: String(error.code), message: String(error.message) }, step) };
}

export function withRewrittenStepErrors(host: InProcessHost, rewrite: ErrorRewrite): InProcessHost {
  return {
    hello: () => host.hello(),
    async run(testCase: Case): Promise<RunAnswer> {
      const answer = await host.run(testCase);
      if (testCase.area !== 'turns' || !('results' in answer)) return answer;
      return { results: answer.results.map((r, i) => rewriteResult(r, testCase.steps[i], rewrite)) };
    },
  };
}
