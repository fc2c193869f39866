import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@crescendo/ui';
import { useAuth, type AuthProblem } from '@crescendo/web-auth';

const problemMessage = {
  'provider-unavailable': 'app.signInUnavailable',
  'profile-unavailable': 'app.loadFailed',
  'session-ended': 'app.sessionExpired',
} as const satisfies Record<AuthProblem, string>;

/** Says what went wrong with the session in a toast, and follows the signed-in user's language. */
export function SessionEffects() {
  const { t, i18n } = useTranslation();
  const { problem, me } = useAuth();
  const language = me?.settings.language;

  useEffect(() => {
    if (problem) toast.error(t(problemMessage[problem]));
  }, [problem, t]);

  useEffect(() => {
    if (language && i18n.language !== language) void i18n.changeLanguage(language);
  }, [language, i18n]);

  return null;
}
