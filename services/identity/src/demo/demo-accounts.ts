/**
 * The demo organisation (design.md §7, issue 3 §18). Loaded only when DEMO_MODE=true.
 * Its accounts and ids live in `@crescendo/domain/demo` so that groups fills the demo groups with the same ids.
 */
export { demoAccounts, demoOrganization, demoPassword, type DemoAccount } from '@crescendo/domain/demo';
