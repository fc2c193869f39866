import type { ClassroomImport } from '@crescendo/contracts';

/** The key a course failed with when neither Google nor a service said why (classroom-sync's `failureKey`). */
export const groupCreationFailedKey = 'classroom.groupCreationFailed';

/**
 * Why a finished import made no group at all: Google refused (the alert asks to check the permissions
 * granted) or the groups could not be created on our side (spec §8: 'Erreur lors de la création des
 * groupes. Veuillez réessayer.'); null when some course succeeded.
 */
export function noneSucceededReason(result: ClassroomImport): 'permissions' | 'groupCreation' | null {
  if (result.processed === 0 || result.created + result.updated > 0) return null;
  const failed = result.courses.filter((course) => course.status === 'failed');
  const ours = failed.every((course) => !course.errorKey || course.errorKey === groupCreationFailedKey);
  return ours ? 'groupCreation' : 'permissions';
}
