import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClassroomCourse, ClassroomImport } from '@crescendo/contracts';
import { describeError } from '@crescendo/i18n/server-errors';
import { ApiError } from '@crescendo/web-auth';
import { classroomApi, googleConnectionKey } from './classroom-api.js';

/** Why the user is asked to connect Google: no connection yet, or Google refused the stored one (401). */
export type ConnectReason = 'missing' | 'expired';

/** `teacherId`: for an admin, the teacher of the organisation the groups are for. */
export type ImportStep =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'connect'; reason: ConnectReason }
  | { kind: 'select'; courses: ClassroomCourse[]; teacherId?: string; busy: boolean }
  | { kind: 'running'; started: ClassroomImport };

export interface ClassroomImportOptions {
  /** The groups were changed: the portal reads its list again. */
  onImported: () => void;
  /** An admin imports for one of these teachers (the first one chosen at first); a teacher for themself. */
  firstTeacherId?: string;
  /** Back from connecting Google on this page (issue 32 §5): the import begins at once, the selection opens. */
  resume?: boolean;
}

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
export function useClassroomImport({ onImported, firstTeacherId, resume = false }: ClassroomImportOptions) {
  const { t, i18n } = useTranslation('classroomImport');
  const client = useQueryClient();
  const [step, setStep] = useState<ImportStep>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ClassroomImport | null>(null);

  const fail = (error: unknown, fallback: string) => {
    const reason = reasonOf(error);
    if (reason) {
      // The server erased a token Google refused: the connection's status changed too.
      void client.invalidateQueries({ queryKey: googleConnectionKey });
      return setStep({ kind: 'connect', reason });
    }
    setStep({ kind: 'idle' });
    setProblem(googleSaid(error) ? describeError(error, i18n) : fallback);
  };

  const select = async (teacherId: string | undefined) => {
    try {
      const { courses } = await classroomApi.courses(teacherId);
      if (courses.length === 0) {
        setStep({ kind: 'idle' });
        return setProblem(t('errors.noCourses'));
      }
      setStep({ kind: 'select', courses, teacherId, busy: false });
    } catch (error) {
      fail(error, t('errors.importFailed'));
    }
  };

  const begin = async () => {
    setProblem(null);
    setResult(null);
    setStep({ kind: 'checking' });
    try {
      const connection = await classroomApi.connection();
      if (!connection.connected) return setStep({ kind: 'connect', reason: 'missing' });
    } catch (error) {
      return fail(error, t('errors.checkFailed'));
    }
    await select(firstTeacherId);
  };

  const resumed = useRef(false);
  useEffect(() => {
    if (!resume || resumed.current) return;
    resumed.current = true;
    void begin();
  }, [resume]); // `begin` is this render's; it runs once, when the page came back from Google

  /** An admin chose another teacher: the courses are read again, marked for that teacher. */
  const chooseTeacher = async (teacherId: string) => {
    if (step.kind !== 'select') return;
    setStep({ ...step, teacherId, busy: true });
    await select(teacherId);
  };

  const start = async (courseIds: string[]) => {
    if (step.kind !== 'select') return;
    setStep({ ...step, busy: true });
    try {
      setStep({ kind: 'running', started: await classroomApi.startImport(courseIds, step.teacherId) });
    } catch (error) {
      fail(error, t('errors.unexpected'));
    }
  };

  /** The last course is done: the result alert, and the groups read again. */
  const finish = (done: ClassroomImport) => {
    setResult(done);
    onImported();
    // Google refused the session during the import (401): the server erased it; the user is asked to reconnect.
    const expired = done.courses.some((course) => course.errorKey === 'classroom.googleTokenExpired');
    if (expired) void client.invalidateQueries({ queryKey: googleConnectionKey });
    setStep(expired ? { kind: 'connect', reason: 'expired' } : { kind: 'idle' });
  };

  return {
    step,
    problem,
    result,
    begin,
    start,
    chooseTeacher,
    finish,
    dismissProblem: () => setProblem(null),
    dismissResult: () => setResult(null),
    close: () => setStep({ kind: 'idle' }),
  };
}
