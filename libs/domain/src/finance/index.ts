export * from './money.js';
export * from './purchase-ledger.js';
export * from './statement.js';
export * from './budget.js';
