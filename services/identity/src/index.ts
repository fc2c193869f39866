// What other packages (the start script) may read from identity: the demo accounts to print.
export { demoAccounts, demoOrganization, demoPassword, type DemoAccount } from './demo/demo-accounts.js';
