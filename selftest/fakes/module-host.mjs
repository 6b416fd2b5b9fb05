// An in-process host module (default export with hello and run) with shaped results.
import { HELLO, shapedResult } from './_lib.mjs';

export default {
  hello: () => HELLO,
  run: (testCase) => ({ results: testCase.steps.map(shapedResult) }),
};
