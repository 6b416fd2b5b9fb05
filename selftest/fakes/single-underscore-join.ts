// A registry host that joins owner path and name with `_` instead of `__` (REGISTRY-007), made by
// rewriting the reference's answers: every `qualifiedName` in them reads `_` where it had `__`.
import reference from '../../reference-impl/host.js';
import type { Case } from '../../host/protocol.js';

const rewrite = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(rewrite)
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'qualifiedName' && typeof v === 'string' ? v.replace(/__/g, '_') : rewrite(v)]))
      : value;

export default {
  hello: () => reference.hello(),
  run: async (testCase: Case) => rewrite(await reference.run(testCase)),
};
