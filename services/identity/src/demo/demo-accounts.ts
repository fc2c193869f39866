/**
 * The demo organisation (design.md §7, issue 3 §18). Loaded only when DEMO_MODE=true.
 * Its accounts and ids live in `@crescendo/domain/demo` so that groups fills the demo groups with the same ids.
 * The demo school belongs to the demo board (issue 25), beside a second school with its administrator and a
 * student, and the board's administrator.
 */
export {
  demoAccounts,
  demoBoard,
  demoBoardAccounts,
  demoBoardMemberships,
  demoOrganization,
  demoPassword,
  demoSchools,
  largeBoardAdminEmail,
  largeDemoBoard,
  largeSchoolAdminEmail,
  type DemoAccount,
} from '@crescendo/domain/demo';
