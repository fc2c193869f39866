import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeldMembership, MembershipChoice, Role } from '@crescendo/contracts';
import { toast } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { roleHome } from '../routing/role-home.js';

export interface MembershipPickerProps {
  /**
   * Where the person lands once the server accepted the choice. A full page load by default: each portal keeps
   * its own react-query cache, and only a new page empties them all.
   */
  land?: (path: string) => void;
}

const landByLoading = (path: string) => window.location.assign(path);

/** The schools held, once each, by name; and the roles held in one of them. */
function schoolsOf(memberships: HeldMembership[]): HeldMembership[] {
  const seen = new Map<string, HeldMembership>();
  for (const membership of memberships) {
    if (!seen.has(membership.organizationId)) seen.set(membership.organizationId, membership);
  }
  return [...seen.values()].sort((a, b) => a.organizationName.localeCompare(b.organizationName, 'fr'));
}

const rolesIn = (memberships: HeldMembership[], organizationId: string | null): Role[] =>
  memberships.filter((m) => m.organizationId === organizationId).map((m) => m.role);

/**
 * The header's 'École' (a person of several schools) and 'Changer de rôle' (two roles in the chosen school),
 * decision 0050. Nothing shows for a person of one school and one role.
 */
export function MembershipPicker({ land = landByLoading }: MembershipPickerProps) {
  const { t } = useTranslation('membership');
  const { me, switchMembership } = useAuth();
  const [switching, setSwitching] = useState(false);
  const memberships = me?.memberships ?? [];
  const schools = schoolsOf(memberships);
  const roles = rolesIn(memberships, me?.organizationId ?? null);
  if (!me || (schools.length < 2 && roles.length < 2)) return null;

  const choose = async (choice: MembershipChoice) => {
    setSwitching(true);
    try {
      await switchMembership(choice);
      land(roleHome[choice.role]);
    } catch {
      toast.error(t('switchFailed'));
      setSwitching(false);
    }
  };

  const onSchool = (event: ChangeEvent<HTMLSelectElement>) => {
    const organizationId = event.target.value;
    const held = rolesIn(memberships, organizationId);
    // The same role there if they hold it, else their first role there.
    const role = held.includes(me.role as Role) ? (me.role as Role) : held[0]!;
    void choose({ organizationId, role });
  };

  const onRole = (event: ChangeEvent<HTMLSelectElement>) =>
    void choose({ organizationId: me.organizationId!, role: event.target.value as Role });

  return (
    <div className="shell-membership" role="group" aria-label={t('region')}>
      {schools.length > 1 && (
        <Picker
          label={t('school')}
          value={me.organizationId ?? ''}
          disabled={switching}
          onChange={onSchool}
          options={schools.map((school) => ({
            value: school.organizationId,
            label: school.organizationName,
          }))}
        />
      )}
      {roles.length > 1 && (
        <Picker
          label={t('changeRole')}
          value={me.role ?? ''}
          disabled={switching}
          onChange={onRole}
          options={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        />
      )}
    </div>
  );
}

interface PickerProps {
  label: string;
  value: string;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  options: Array<{ value: string; label: string }>;
}

function Picker({ label, value, disabled, onChange, options }: PickerProps) {
  return (
    <label className="shell-membership__field">
      <span className="shell-membership__label">{label}</span>
      <select className="shell-membership__select" value={value} disabled={disabled} onChange={onChange}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
