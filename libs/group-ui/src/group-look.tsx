import { groupColorOf, groupInstrumentOf, type GroupIcon } from '@crescendo/domain';

const glyphs: Record<GroupIcon, string> = {
  flute: '🎶',
  trumpet: '🎺',
  saxophone: '🎷',
  clarinet: '🎼',
  trombone: '📯',
  music: '🎵',
};

/** Spec §9: a group's colour by its course code and its icon by its instrument, from its name. */
export function GroupBadge({ name }: { name: string }) {
  const color = groupColorOf(name);
  const look = groupInstrumentOf(name);
  return (
    <span
      className="gu-group-badge"
      style={{ background: color.accent }}
      aria-hidden="true"
      data-icon={look.icon}
    >
      {glyphs[look.icon]}
    </span>
  );
}

export function groupTint(name: string): { borderColor: string; background: string } {
  const color = groupColorOf(name);
  return { borderColor: color.accent, background: color.tint };
}
