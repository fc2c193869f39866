import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  inviteTeamMemberRoute,
  listTeamRoute,
  removeTeamMemberRoute,
  revokeTeamInvitationRoute,
  setTeamMemberRolesRoute,
  type SchoolRole,
  type TeamMember,
} from '@crescendo/contracts';
import { formatDate, isLanguage } from '@crescendo/i18n';
import { Alert, Button, Modal, SelectField, Spinner, TableScroll, TextField, toast } from '@crescendo/ui';
import { ApiError, callRoute, useAuth } from '@crescendo/web-auth';
import { describeError } from '@crescendo/i18n/server-errors';
import { contractResolver, formContract, showServerErrors } from '@crescendo/web-kit';

const roles: SchoolRole[] = ['admin', 'teacher', 'student'];
const invitable = ['teacher', 'admin'] as const;
const teamKey = ['identity', 'team'];

/** The role that may be held beside `role` in one school (decision 0050): administrator and teacher. */
export function pairedRole(role: SchoolRole): SchoolRole | null {
  return role === 'admin' ? 'teacher' : role === 'teacher' ? 'admin' : null;
}

/** The member's second role in the school, if they hold two. */
export const secondRoleOf = (member: TeamMember): SchoolRole | null =>
  member.roles.find((role) => role !== member.role) ?? null;

/** Every role after a change of the first: the second stays when it still goes with it. */
export function rolesAfter(first: SchoolRole, second: SchoolRole | null): SchoolRole[] {
  return second && second !== first && pairedRole(first) === second ? [first, second] : [first];
}

/** 'Inviter un membre' as the invitation contract reads it; an address it refuses is the spec's one sentence. */
export const inviteFormSchema = (invalidEmail: () => string) =>
  formContract(z.object({ email: z.string(), role: z.enum(invitable) }), inviteTeamMemberRoute.body, {
    toContract: (values) => values,
    say: (issue) => (issue.path[0] === 'email' ? invalidEmail() : undefined),
  });

/** Admin 'Équipe' (/admin/roles): members and roles, invitations; the server allows admins only. */
export function TeamPage() {
  const { t, i18n } = useTranslation(['translation', 'account']);
  const { me } = useAuth();
  const queryClient = useQueryClient();
  const team = useQuery({ queryKey: teamKey, queryFn: () => callRoute(listTeamRoute) });
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const language = isLanguage(i18n.language) ? i18n.language : 'fr';
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKey });
  const failure = (error: unknown, fallback: string) =>
    toast.error(
      error instanceof ApiError && error.code === 'CONFLICT' ? describeError(error, i18n) : fallback,
    );

  const inviteSchema = useMemo(() => inviteFormSchema(() => i18n.t('account:profile.invalidEmail')), [i18n]);
  const inviteForm = useForm({
    resolver: contractResolver(inviteSchema, i18n),
    defaultValues: { email: '', role: 'teacher' as (typeof invitable)[number] },
  });
  const invite = inviteForm.handleSubmit(async (body) => {
    try {
      const invitation = await callRoute(inviteTeamMemberRoute, { body });
      toast.success(t('account:team.invited', { email: invitation.email }));
      inviteForm.setValue('email', '');
      await refresh();
    } catch (error) {
      // A field the server refused, under its input; the toast says the invitation failed.
      showServerErrors(error, inviteForm.setError, i18n);
      failure(error, t('account:team.inviteFailed'));
    }
  });

  /** Every role the member is to hold in the school: the first role changed, or the second given or taken. */
  const changeRoles = async (member: TeamMember, next: SchoolRole[]) => {
    try {
      await callRoute(setTeamMemberRolesRoute, { params: { userId: member.userId }, body: { roles: next } });
      toast.success(t('account:team.roleChanged'));
    } catch (error) {
      failure(error, t('account:team.roleChangeFailed'));
    }
    await refresh();
  };

  const remove = async () => {
    const member = removing;
    setRemoving(null);
    if (!member) return;
    try {
      await callRoute(removeTeamMemberRoute, { params: { userId: member.userId } });
      // The spec's words for a user removed (§8), not a wording of our own.
      toast.success(t('success.userDeleted'));
    } catch (error) {
      failure(error, t('errors.delete'));
    }
    await refresh();
  };

  const revoke = async (invitationId: string) => {
    try {
      await callRoute(revokeTeamInvitationRoute, { params: { invitationId } });
      toast.success(t('account:team.revoked'));
    } catch (error) {
      failure(error, t('errors.delete'));
    }
    await refresh();
  };

  if (team.isPending) return <Spinner label={t('app.loadingShort')} />;
  if (team.isError) return <Alert tone="error">{t('account:team.loadFailed')}</Alert>;
  const nameOf = (member: TeamMember) => `${member.firstName} ${member.lastName}`.trim() || member.email;

  return (
    <>
      <section className="acc-section" aria-labelledby="team-members">
        <h2 id="team-members">{t('account:team.members')}</h2>
        <TableScroll label={t('account:team.members')}>
          <table className="acc-table">
            <thead>
              <tr>
                <th scope="col">{t('account:team.name')}</th>
                <th scope="col">{t('account:team.email')}</th>
                <th scope="col">{t('account:team.role')}</th>
                <th scope="col">{t('account:team.secondRole')}</th>
                <th scope="col">{t('account:team.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {team.data.members.map((member) => (
                <tr key={member.userId}>
                  <td>
                    {nameOf(member)} {member.userId === me?.id && t('account:team.you')}
                  </td>
                  <td>{member.email}</td>
                  <td>
                    <select
                      className="cr-field__input"
                      aria-label={t('account:team.roleOf', { name: nameOf(member) })}
                      value={member.role}
                      onChange={(event) =>
                        void changeRoles(
                          member,
                          rolesAfter(event.target.value as SchoolRole, secondRoleOf(member)),
                        )
                      }
                    >
                      {roles.map((value) => (
                        <option key={value} value={value}>
                          {t(`account:team.roles.${value}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <SecondRoleSelect
                      member={member}
                      name={nameOf(member)}
                      onChange={(second) =>
                        void changeRoles(member, second ? [member.role, second] : [member.role])
                      }
                    />
                  </td>
                  <td>
                    {member.userId !== me?.id && (
                      <Button
                        variant="ghost"
                        aria-label={`${t('account:team.remove')} ${nameOf(member)}`}
                        onClick={() => setRemoving(member)}
                      >
                        {t('account:team.remove')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <section className="acc-section" aria-labelledby="team-invite">
        <h2 id="team-invite">{t('account:team.invite')}</h2>
        <p>{t('account:team.inviteText')}</p>
        <form className="acc-inline-form" onSubmit={(event) => void invite(event)} noValidate>
          <TextField
            label={t('account:team.email')}
            type="email"
            {...inviteForm.register('email')}
            error={inviteForm.formState.errors.email?.message}
          />
          <SelectField
            label={t('account:team.role')}
            {...inviteForm.register('role')}
            options={invitable.map((value) => ({ value, label: t(`account:team.roles.${value}`) }))}
          />
          <Button type="submit">{t('account:team.sendInvitation')}</Button>
        </form>
        <h3>{t('account:team.invitations')}</h3>
        {team.data.invitations.length === 0 ? (
          <p>{t('account:team.noInvitations')}</p>
        ) : (
          <ul data-testid="team-invitations">
            {team.data.invitations.map((invitation) => (
              <li key={invitation.id}>
                {invitation.email} — {t(`account:team.roles.${invitation.role}`)} —{' '}
                {t('account:team.expires', { date: formatDate(invitation.expiresAt, language) })}{' '}
                <Button
                  variant="ghost"
                  aria-label={`${t('account:team.revoke')} ${invitation.email}`}
                  onClick={() => void revoke(invitation.id)}
                >
                  {t('account:team.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Modal
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('account:team.removeConfirm', { name: removing ? nameOf(removing) : '' })}
        description={t('account:team.removeWarning')}
        confirmLabel={t('account:team.remove')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void remove()}
        danger
      />
    </>
  );
}

/**
 * 'Second rôle': a person holding two roles in the school (a department head: administrator and teacher) shows
 * the second here, and an administrator gives or takes it away; a student has none ('—').
 */
function SecondRoleSelect({
  member,
  name,
  onChange,
}: {
  member: TeamMember;
  name: string;
  onChange: (second: SchoolRole | null) => void;
}) {
  const { t } = useTranslation('account');
  const second = secondRoleOf(member);
  const possible = pairedRole(member.role);
  if (!possible && !second) return <span>—</span>;
  const choices = [...new Set([second, possible].filter((role): role is SchoolRole => role !== null))];
  return (
    <select
      className="cr-field__input"
      aria-label={t('team.secondRoleOf', { name })}
      value={second ?? ''}
      onChange={(event) => onChange((event.target.value || null) as SchoolRole | null)}
    >
      <option value="">{t('team.noSecondRole')}</option>
      {choices.map((value) => (
        <option key={value} value={value}>
          {t(`team.roles.${value}`)}
        </option>
      ))}
    </select>
  );
}
