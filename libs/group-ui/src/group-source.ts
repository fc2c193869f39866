import type { Group } from '@crescendo/contracts';

/** The i18n key of a group's source (spec §3: manual, google-classroom, microsoft-teams). */
export const sourceKey = {
  manual: 'groups.sources.manual',
  'google-classroom': 'groups.sources.googleClassroom',
  'microsoft-teams': 'groups.sources.microsoftTeams',
} as const satisfies Record<Group['source'], string>;
