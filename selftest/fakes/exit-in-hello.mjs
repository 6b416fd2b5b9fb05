// An in-process host module whose hello() ends the process with exit code 0.
import { HELLO } from './_lib.mjs';

export default {
  hello: () => {
    process.exit(0);
    return HELLO;
  },
  run: () => ({ results: [] }),
};
