export * from './personal-data.js';
export * from './export-page.js';
export * from './erasure-proof.js';
export * from './privacy.handlers.js';
export * from './purge-expired.js';
export * from './outbox-erasure.js';
export * from './files-read.js';
export * from './stream-erasure.js';
