// The catalog area's hand-written fixture cases (fixtures/catalog/*.json), one test each.
import { fixtureSuite } from '../support/fixture-suite.js';

fixtureSuite('catalog');
