import type { Actor } from '@crescendo/contracts';
import { AppException, type Db } from '@crescendo/service-kit';
import { requireActor } from '../actor-guard.js';
import { organizationPlace } from '../policy.store.js';

/** The school a privacy feature acts on, and at which level its administrator acts. */
export interface PrivacySchool {
  id: string;
  userId: string;
  level: 'school' | 'board';
}

/**
 * Who may keep a school's privacy registers (the request desk, the incidents, 'Journal des consultations'): a
 * school's administrator, their own school (another named: not found); a board's administrator, the school of
 * their board they name (another board's: not found). Anyone else: refused.
 */
export async function privacySchoolOf(
  db: Db,
  actor: Actor | null,
  schoolId: string | undefined,
): Promise<PrivacySchool> {
  const known = requireActor(actor);
  const place = known.organizationId ? await organizationPlace(db, known.organizationId) : null;
  if (place?.kind === 'school' && known.roles.includes('admin')) {
    if (schoolId && schoolId !== known.organizationId)
      throw new AppException('NOT_FOUND', 'privacy.schoolNotFound');
    return { id: known.organizationId!, userId: known.userId, level: 'school' };
  }
  if (place?.kind === 'board' && known.roles.includes('board-admin')) {
    if (!schoolId) throw AppException.invalid({ schoolId: 'validation.privacyRequestSchool' });
    const school = await organizationPlace(db, schoolId);
    if (school?.kind !== 'school' || school.boardId !== known.organizationId)
      throw new AppException('NOT_FOUND', 'privacy.schoolNotFound');
    return { id: schoolId, userId: known.userId, level: 'board' };
  }
  throw new AppException('FORBIDDEN', 'common.forbidden');
}
