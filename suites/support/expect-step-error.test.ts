import { describe, expect, test } from 'vitest';
import { expectStepError } from './expect-step-error.js';

describe('expectStepError', () => {
  test('a step error with a kebab-case code passes and is returned', () => {
    expect(expectStepError({ error: { code: 'bad-step', message: 'm' } }, 'step 0')).toEqual({ code: 'bad-step', message: 'm' });
  });
  test('a value where an error was due keeps the step and the answer in the failure', () => {
    expect(() => expectStepError({ generation: 1 }, 'step 2 {"op":"load"}')).toThrow(
      'step 2 {"op":"load"}: expected a step error ({"error":{"code":<kebab-case>,"message":…}}), host answered {"generation":1}',
    );
    expect(() => expectStepError(undefined, 'step 3')).toThrow(/step 3: .*host answered nothing$/);
    expect(() => expectStepError({ error: { code: 'Bad Step', message: 'm' } }, 'step 4')).toThrow(/step 4: expected a step error/);
  });
});
