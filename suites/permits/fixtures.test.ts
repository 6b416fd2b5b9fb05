// The permits area's hand-written fixture cases, one test each (./verdict-fixtures.ts says how a wrong step is charged).
import { verdictFixtureSuite } from './verdict-fixtures.js';

verdictFixtureSuite('permits');
