// An in-process host module: the built reference (dist/, npm run build), answering every case correctly
// but only after 40 ms. With --timeout-multiplier 0.02 (100 ms a case) it is slow but never late.
import reference from '../../dist/reference-impl/host.js';

const DELAY_MS = 40;

export default {
  hello: () => reference.hello(),
  run: async (testCase) => {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    return reference.run(testCase);
  },
};
