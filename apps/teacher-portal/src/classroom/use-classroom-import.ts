import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClassroomCourse, ClassroomImport } from '@crescendo/contracts';
import { describeError } from '@crescendo/i18n/server-errors';
import { ApiError } from '@crescendo/web-auth';
import { groupsKey } from '../groups/groups-api.js';
import { classroomApi, googleConnectionKey } from './classroom-api.js';

/** Why the teacher is asked to connect Google: no connection yet, or Google refused the stored one (401). */
export type ConnectReason = 'missing' | 'expired';

export type ImportStep =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'connect'; reason: ConnectReason }
  | { kind: 'select'; courses: ClassroomCourse[] }
  | { kind: 'starting'; courses: ClassroomCourse[] }
  | { kind: 'running'; started: ClassroomImport };

const reasonOf = (error: unknown): ConnectReason | null => {
  if (!(error instanceof ApiError)) return null;
  if (error.messageKey === 'classroom.googleTokenExpired') return 'expired';
  if (error.messageKey === 'classroom.tokenMissing') return 'missing';
  return null;
};

/** Google's own words (§8: permissions, API disabled, its status) when the server gave them, else ours. */
const googleSaid = (error: unknown) =>
  error instanceof ApiError && !!error.messageKey?.startsWith('classroom.');

export type ClassroomImportFlow = ReturnType<typeof useClassroomImport>;

/**
 * Spec §4, 'Import flow': the connection checked (none or expired: offer to connect), the courses fetched,
 * the selection modal, then the import whose progress the overlay follows. Errors end in `problem`.
 */
export function useClassroomImport() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [step, setStep] = useState<ImportStep>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ClassroomImport | null>(null);

  const fail = (error: unknown, fallback: string) => {
    setStep({ kind: 'idle' });
    setProblem(googleSaid(error) ? describeError(error, i18n) : fallback);
  };

  const begin = async () => {
    setProblem(null);
    setResult(null);
    setStep({ kind: 'checking' });
    try {
      const connection = await classroomApi.connection();
      if (!connection.connected) return setStep({ kind: 'connect', reason: 'missing' });
    } catch (error) {
      return fail(error, t('classroomImport.errors.checkFailed'));
    }
    try {
      const { courses } = await classroomApi.courses();
      if (courses.length === 0) {
        setStep({ kind: 'idle' });
        return setProblem(t('classroomImport.errors.noCourses'));
      }
      setStep({ kind: 'select', courses });
    } catch (error) {
      const reason = reasonOf(error);
      if (reason) {
        // The server erased a token Google refused: the connection's status changed too.
        void client.invalidateQueries({ queryKey: googleConnectionKey });
        return setStep({ kind: 'connect', reason });
      }
      fail(error, t('classroomImport.errors.importFailed'));
    }
  };

  const start = async (courseIds: string[]) => {
    if (step.kind !== 'select') return;
    setStep({ kind: 'starting', courses: step.courses });
    try {
      setStep({ kind: 'running', started: await classroomApi.startImport(courseIds) });
    } catch (error) {
      const reason = reasonOf(error);
      if (reason) return setStep({ kind: 'connect', reason });
      fail(error, t('classroomImport.errors.unexpected'));
    }
  };

  /** The last course is done: the result alert, and the groups read again. */
  const finish = (done: ClassroomImport) => {
    setStep({ kind: 'idle' });
    setResult(done);
    void client.invalidateQueries({ queryKey: groupsKey });
  };

  return {
    step,
    problem,
    result,
    begin,
    start,
    finish,
    dismissProblem: () => setProblem(null),
    dismissResult: () => setResult(null),
    close: () => setStep({ kind: 'idle' }),
  };
}
