/**
 * Settings a school board sets once and a school (then a group) may override where the level above allows
 * it (issue 25 §3, decision 0050). One place decides what applies; the services ask it, none re-decides.
 */

/** From the widest to the narrowest: a school stands alone or belongs to one board. */
export const policyLevels = ['board', 'school', 'group'] as const;
export type PolicyLevel = (typeof policyLevels)[number];

interface BooleanPolicy {
  kind: 'boolean';
  default: boolean;
}
interface ChoicePolicy<C extends string = string> {
  kind: 'choice';
  choices: readonly C[];
  default: C;
}
interface WholeNumberPolicy {
  kind: 'whole-number';
  min: number;
  max: number;
  default: number;
}
type PolicyDefinition = (BooleanPolicy | ChoicePolicy | WholeNumberPolicy) & {
  /** The levels that may set it; a level absent here never changes it. */
  levels: readonly PolicyLevel[];
};

export const policyDefinitions = {
  /** Badges, streaks and levels on practice (reports and gamification). */
  'gamification.enabled': { kind: 'boolean', default: true, levels: ['board', 'school', 'group'] },
  /** Maestro IA on or off; off until a board turns it on (children's data leave for a model only by choice). */
  'maestro.enabled': { kind: 'boolean', default: false, levels: ['board', 'school', 'group'] },
  /** Which model answers: one run by the board itself first, a hosted one only by choice. */
  'maestro.provider': {
    kind: 'choice',
    choices: ['local', 'openai-compatible'],
    default: 'local',
    levels: ['board', 'school'],
  },
  /** How long a former student's practice history is kept after they leave, in months (Law 25). */
  'retention.formerStudentMonths': {
    kind: 'whole-number',
    min: 1,
    max: 120,
    default: 12,
    levels: ['board', 'school'],
  },
  /** School years a group's chat, announcements and course notes are kept after their own ends (Law 25). */
  'retention.chatSchoolYears': {
    kind: 'whole-number',
    min: 0,
    max: 10,
    default: 1,
    levels: ['board', 'school'],
  },
  /** How long a student's recordings are kept, in months. */
  'retention.recordingsMonths': {
    kind: 'whole-number',
    min: 1,
    max: 120,
    default: 24,
    levels: ['board', 'school'],
  },
  /** How long what Maestro IA was asked and answered is kept, in months. */
  'retention.aiLogMonths': {
    kind: 'whole-number',
    min: 1,
    max: 60,
    default: 12,
    levels: ['board', 'school'],
  },
  /** How long sign-in traces (mailed links, archive requests) are kept, in days: 90 at most. */
  'retention.signInTraceDays': {
    kind: 'whole-number',
    min: 1,
    max: 90,
    default: 90,
    levels: ['board', 'school'],
  },
  /**
   * School years a closed loan (an instrument or a uniform lent to a student) keeps its student, its agreement
   * and its condition photos after the school year of its return ends (Law 25; decision 0079).
   */
  'retention.loansSchoolYears': {
    kind: 'whole-number',
    min: 0,
    max: 10,
    default: 1,
    levels: ['board', 'school'],
  },
  /** Whether families may be charged for a lost or damaged instrument. */
  'inventory.chargeFamilies': { kind: 'boolean', default: false, levels: ['board', 'school'] },
} as const satisfies Record<string, PolicyDefinition>;

export type PolicyKey = keyof typeof policyDefinitions;
export const policyKeys = Object.keys(policyDefinitions) as PolicyKey[];

type ValueOf<D> = D extends { kind: 'boolean' }
  ? boolean
  : D extends { kind: 'choice'; choices: readonly (infer C)[] }
    ? C
    : number;
export type PolicyValue<K extends PolicyKey> = ValueOf<(typeof policyDefinitions)[K]>;

/** What one level set for one key. */
export interface PolicySetting<K extends PolicyKey = PolicyKey> {
  value: PolicyValue<K>;
  /** Whether the levels below may set their own value (a group's setting has nobody below it). */
  allowOverride: boolean;
}

/** The settings of the board, the school and the group on the way to a decision; absent levels hold none. */
export type PolicyChain<K extends PolicyKey = PolicyKey> = Partial<Record<PolicyLevel, PolicySetting<K>>>;

export interface PolicyDecision<K extends PolicyKey> {
  value: PolicyValue<K>;
  /** The level whose setting applies, or the platform's default. */
  decidedBy: PolicyLevel | 'default';
  /** The level that forbade the levels below it their own value, or null when none did. */
  lockedBy: PolicyLevel | null;
}

export function isPolicyKey(key: string): key is PolicyKey {
  return Object.hasOwn(policyDefinitions, key);
}

/**
 * What applies to `key` along `chain`: the platform's default, replaced by each level in turn while the
 * levels above allow it. A setting below a lock is ignored (it may predate the lock): the lock wins.
 */
export function decidePolicy<K extends PolicyKey>(key: K, chain: PolicyChain<K>): PolicyDecision<K> {
  const definition = policyDefinitions[key] as PolicyDefinition;
  let value = definition.default as PolicyValue<K>;
  let decidedBy: PolicyDecision<K>['decidedBy'] = 'default';
  for (const level of policyLevels) {
    const setting = definition.levels.includes(level) ? chain[level] : undefined;
    if (!setting) continue;
    value = setting.value;
    decidedBy = level;
    if (!setting.allowOverride && level !== 'group') return { value, decidedBy, lockedBy: level };
  }
  return { value, decidedBy, lockedBy: null };
}

export type PolicyRefusal = 'policy.unknown' | 'policy.levelNotAllowed' | 'policy.locked' | 'policy.badValue';

/**
 * Whether `level` may set `value` for `key` given what the levels above it set: the key exists, this level
 * may set it, no level above locked it, and the value is one the key takes. Null when it may.
 */
export function refuseSetting(
  key: string,
  level: PolicyLevel,
  value: unknown,
  above: PolicyChain,
): PolicyRefusal | null {
  if (!isPolicyKey(key)) return 'policy.unknown';
  const definition = policyDefinitions[key] as PolicyDefinition;
  if (!definition.levels.includes(level)) return 'policy.levelNotAllowed';
  const wider = policyLevels.slice(0, policyLevels.indexOf(level));
  const locked = wider.some(
    (l) => definition.levels.includes(l) && above[l] !== undefined && !above[l]!.allowOverride,
  );
  if (locked) return 'policy.locked';
  return isValueOf(definition, value) ? null : 'policy.badValue';
}

function isValueOf(definition: PolicyDefinition, value: unknown): boolean {
  switch (definition.kind) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'choice':
      return typeof value === 'string' && definition.choices.includes(value);
    case 'whole-number':
      return (
        Number.isInteger(value) && (value as number) >= definition.min && (value as number) <= definition.max
      );
  }
}
