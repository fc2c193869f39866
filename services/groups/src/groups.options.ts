import { generateConnectionCode } from '@crescendo/domain';

/** What a test may replace: where codes and "now" come from. Production uses crypto and the clock. */
export interface GroupsOptions {
  generateCode: () => string;
  now: () => Date;
}

export const GROUPS_OPTIONS = Symbol('GROUPS_OPTIONS');

export const defaultGroupsOptions: GroupsOptions = {
  generateCode: () => generateConnectionCode(),
  now: () => new Date(),
};
