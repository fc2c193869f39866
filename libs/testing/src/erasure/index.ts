export { findPersonTraces, findTraces } from './find-person-traces.js';
export { termsOf, traceIn, type PersonToFind, type PersonTrace } from './person-terms.js';
