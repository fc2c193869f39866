import { AppException } from '@crescendo/service-kit';
import { renderMessage, type ServerMessageKey } from '@crescendo/i18n/server-errors';
import { failureKey } from '../../src/import/course-import.js';

describe('what a failed course of an import says', () => {
  it('keeps Google’s words', () => {
    expect(failureKey(new AppException('FORBIDDEN', 'classroom.googlePermissions'))).toBe(
      'classroom.googlePermissions',
    );
  });

  it('says the group could not be created for a crash, a timeout or a generic answer (spec §8)', () => {
    for (const error of [
      new Error('connection terminated'),
      new AppException('INTERNAL', 'common.internal'),
      'a thrown string',
    ]) {
      const key = failureKey(error);
      expect(key).toBe('classroom.groupCreationFailed');
      expect(renderMessage({ key: key as ServerMessageKey }, 'fr')).toBe(
        'Erreur lors de la création du groupe',
      );
    }
  });
});
