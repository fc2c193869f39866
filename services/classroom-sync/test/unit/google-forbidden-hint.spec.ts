import { renderMessage } from '@crescendo/i18n/server-errors';
import { googleException } from '../../src/google/google-errors.js';

/**
 * Spec §8: Google's 403 says the permissions are insufficient 'plus a hint to enable the API in the cloud
 * project' (issue 32 §6), in French and in English.
 */
describe("Google's 403", () => {
  const forbidden = googleException({ status: 403, body: '', invalidGrant: false });

  it('asks to sign in with Google again, and hints at enabling the API in the cloud project', () => {
    expect(forbidden.error).toMatchObject({ code: 'FORBIDDEN', messageKey: 'classroom.googlePermissions' });
    expect(forbidden.message).toBe(
      'Permissions Google Classroom insuffisantes. Veuillez vous reconnecter avec Google pour obtenir les bonnes permissions. Si le problème persiste, l’API Google Classroom doit être activée dans le projet Google Cloud de la plateforme (Google Cloud Console, « API et services »).',
    );
  });

  it('says the same in English', () => {
    const english = renderMessage({ key: 'classroom.googlePermissions' }, 'en');
    expect(english).toContain('Insufficient Google Classroom permissions.');
    expect(english).toContain(
      'the Google Classroom API must be enabled in the platform’s Google Cloud project',
    );
  });
});
