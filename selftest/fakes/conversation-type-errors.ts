// A fake permits/access host with two causes of one kind, for the fuzz campaign's own tests: it answers
// a step error to every check whose message has no `$channel` (an adapter reading `$channel.type`
// unguarded), and to every check whose `$channel` has a type outside group/private/channel (an adapter
// whose switch over the type throws on the rest). Both break the rule that evaluation never fails, so
// both land in one class; the class must show an example of each. Wraps the reference's answers.
import referenceHost from '../../reference-impl/host.js';
import type { Case, InProcessHost, RunAnswer, Step } from '../../host/protocol.js';

const CONVERSATIONS = ['group', 'private', 'channel'];

function failure(step: Step): string | undefined {
  const message = step.message as { $channel?: { type?: unknown } } | null | undefined;
  if (typeof message !== 'object' || message === null) return undefined;
  if (message.$channel === undefined) return "Cannot read properties of undefined (reading 'type')";
  return CONVERSATIONS.includes(message.$channel.type as string) ? undefined : `unknown conversation type ${JSON.stringify(message.$channel.type)}`;
}

const host: InProcessHost = {
  hello: () => referenceHost.hello(),
  async run(testCase: Case): Promise<RunAnswer> {
    const answer = await referenceHost.run(testCase);
    if (!('results' in answer)) return answer;
    return {
      results: answer.results.map((result, i) => {
        const message = failure(testCase.steps[i]!);
        return message === undefined ? result : { error: { code: 'internal', message } };
      }),
    };
  },
};

export default host;
