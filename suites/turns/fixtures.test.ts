// The turns area's hand-written fixture cases (fixtures/turns/*.json), one test each.
import { fixtureSuite } from '../support/fixture-suite.js';

fixtureSuite('turns');
