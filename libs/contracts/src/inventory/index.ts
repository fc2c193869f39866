export * from './instrument.js';
export * from './loan.js';
export * from './score.js';
export * from './uniform.js';
export * from './uniform-loan.js';
export * from './inventory-events.js';
export * from './inventory-requests.js';
export * from './inventory-routes.js';
