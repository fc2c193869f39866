import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPrivacyFactSheetRoute } from '@crescendo/contracts';
import { describeError } from '@crescendo/i18n/server-errors';
import { Button } from '@crescendo/ui';
import { callRoute } from '@crescendo/web-auth';
import { downloadBlob, withToasts } from '@crescendo/web-kit';

/** The sheet as the server wrote it, in the reader's language, handed to the browser as a Markdown file. */
export async function downloadFactSheet(language: 'fr' | 'en'): Promise<string> {
  const sheet = await callRoute(getPrivacyFactSheetRoute, { query: { language } });
  downloadBlob(sheet.filename, new Blob([sheet.markdown], { type: 'text/markdown;charset=utf-8' }));
  return sheet.filename;
}

/**
 * 'Fiche pour l'évaluation des facteurs relatifs à la vie privée' (issue 31 §6): generated now by identity from
 * what the services declare, where the data are stored, the subprocessors and Maestro IA's model endpoint.
 */
export function PrivacyFactSheetSection({
  download = downloadFactSheet,
}: {
  download?: (language: 'fr' | 'en') => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('privacyDesk');
  const [busy, setBusy] = useState(false);
  const language = i18n.language.startsWith('en') ? 'en' : 'fr';
  const run = async () => {
    setBusy(true);
    try {
      await withToasts(
        download(language),
        t('factSheet.downloaded'),
        (error) => `${t('factSheet.failed')} ${describeError(error, i18n)}`,
      );
    } catch {
      // The toast said what went wrong.
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="privacy-requests" aria-labelledby="privacy-fact-sheet-title">
      <h2 id="privacy-fact-sheet-title">{t('factSheet.title')}</h2>
      <p>{t('factSheet.intro')}</p>
      <Button type="button" disabled={busy} onClick={() => void run()}>
        {t('factSheet.download')}
      </Button>
    </section>
  );
}
