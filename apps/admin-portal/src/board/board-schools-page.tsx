import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardSchool } from '@crescendo/contracts';
import { describeError } from '@crescendo/i18n/server-errors';
import { Button, PageHeader } from '@crescendo/ui';
import { withToasts } from '@crescendo/web-kit';
import { useBoardMutations, useBoardSchoolPages, useMoveTeacher, useSetSchoolAlias } from './board-api.js';
import { BoardStyles } from './board-styles.js';
import { CreateSchoolDialog } from './create-school-dialog.js';
import { InviteAdminDialog } from './invite-admin-dialog.js';
import { MoveTeacherDialog } from './move-teacher-dialog.js';
import { SchoolAliasDialog } from './school-alias-dialog.js';
import { useAllBoardSchools } from './sign-in-domains-api.js';
import { SchoolsTable } from './schools-table.js';

type Dialog =
  | { kind: 'create' }
  | { kind: 'invite'; school: BoardSchool }
  | { kind: 'move'; school: BoardSchool }
  | { kind: 'alias'; school: BoardSchool }
  | null;

/**
 * /admin/ecoles, a board administrator's 'Écoles' (issue 25 §1): the board's schools a page at a time, 'Créer
 * une école', and per school 'Inviter son administrateur', 'Déplacer un enseignant' and 'Modifier l’alias' (its
 * Keycloak organisation's).
 */
export function BoardSchoolsPage() {
  const { t, i18n } = useTranslation(['translation', 'board']);
  const pages = useBoardSchoolPages();
  const mutations = useBoardMutations();
  const moveTeacher = useMoveTeacher();
  const setAlias = useSetSchoolAlias();
  const allSchools = useAllBoardSchools();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const schools = pages.data?.pages.flatMap((page) => page.schools) ?? [];

  /** A change with its toasts; rejects after the error toast, for the form to show the server's words. */
  const withToast = <T,>(run: Promise<T>, success: string, failure: string) =>
    withToasts(run, success, (error) => `${failure} ${describeError(error, i18n)}`);

  return (
    <>
      <BoardStyles />
      <PageHeader
        title={t('board:schools.title')}
        description={t('board:schools.description')}
        actions={
          <div className="board-actions">
            <Button onClick={() => setDialog({ kind: 'create' })}>{t('board:create.open')}</Button>
          </div>
        }
      />
      <SchoolsTable
        schools={schools}
        pages={pages}
        onInvite={(school) => setDialog({ kind: 'invite', school })}
        onMoveTeacher={(school) => setDialog({ kind: 'move', school })}
        onEditAlias={(school) => setDialog({ kind: 'alias', school })}
      />
      {dialog?.kind === 'create' && (
        <CreateSchoolDialog
          onCreate={(school) =>
            withToast(
              mutations.createSchool.mutateAsync(school),
              t('board:create.done'),
              t('board:create.failed'),
            )
          }
          onClose={close}
        />
      )}
      {dialog?.kind === 'invite' && (
        <InviteAdminDialog
          school={dialog.school}
          onInvite={(email) =>
            withToast(
              mutations.inviteAdmin.mutateAsync({ schoolId: dialog.school.id, email }),
              t('board:invite.done'),
              t('board:invite.failed'),
            )
          }
          onClose={close}
        />
      )}
      {dialog?.kind === 'alias' && (
        <SchoolAliasDialog
          school={dialog.school}
          onSave={(alias) =>
            withToast(
              setAlias.mutateAsync({ schoolId: dialog.school.id, alias }),
              t('board:alias.done'),
              t('board:alias.failed'),
            )
          }
          onClose={close}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveTeacherDialog
          school={dialog.school}
          schools={allSchools.data ?? schools}
          onMove={(move) =>
            withToast(
              moveTeacher.mutateAsync({ schoolId: dialog.school.id, ...move }),
              t('board:move.done'),
              t('board:move.failed'),
            )
          }
          onClose={close}
        />
      )}
    </>
  );
}
