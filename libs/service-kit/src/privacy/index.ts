export * from './personal-data.js';
export * from './export-page.js';
export * from './erasure-proof.js';
export * from './privacy.handlers.js';
