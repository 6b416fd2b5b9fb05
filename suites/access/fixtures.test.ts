// The access area's hand-written fixture cases, one test each.
import { fixtureSuite } from '../support/fixture-suite.js';

fixtureSuite('access');
