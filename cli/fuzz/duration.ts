// Kept for the modules that import the duration parser from here; it lives in cli/options/duration.ts.
export { parseDuration } from '../options/duration.js';
