// The access area's hand-written fixture cases, one test each (../permits/verdict-fixtures.ts says how a wrong step is charged).
import { verdictFixtureSuite } from '../permits/verdict-fixtures.js';

verdictFixtureSuite('access');
