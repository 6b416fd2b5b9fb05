// The registry area's hand-written fixture cases (fixtures/registry/*.json), one test each.
import { fixtureSuite } from '../support/fixture-suite.js';

fixtureSuite('registry');
