// Every area `capkit fuzz` can fuzz: the stateless ones by batches of checks, the stateful ones by
// random operation sequences played through the suites' models.
import type { FuzzSubject } from './subject.js';
import { STATELESS_SUBJECTS } from './stateless.js';
import { catalogSubject } from './stateful/catalog.js';
import { registrySubject } from './stateful/registry.js';
import { turnsSubject } from './stateful/turns.js';

export const FUZZ_SUBJECTS: Record<string, FuzzSubject<unknown>> = {
  ...STATELESS_SUBJECTS,
  registry: registrySubject,
  turns: turnsSubject,
  catalog: catalogSubject,
} as unknown as Record<string, FuzzSubject<unknown>>;
