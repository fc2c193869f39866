import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Header of the public pages (spec §2, landing): legal pages in a new tab, then Prix, Inscription, Connexion. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const newTab = <span className="cr-visually-hidden"> {t('common.opensInNewTab')}</span>;
  return (
    <>
      <header className="shell-header">
        <Link to="/home" className="shell-brand">
          {t('app.name')}
        </Link>
        <nav className="shell-nav" aria-label={t('landing.nav.label')}>
          <ul>
            <li>
              <a href="/privacy" target="_blank" rel="noopener noreferrer">
                {t('landing.nav.privacy')}
                {newTab}
              </a>
            </li>
            <li>
              <a href="/terms" target="_blank" rel="noopener noreferrer">
                {t('landing.nav.terms')}
                {newTab}
              </a>
            </li>
            <li>
              <Link to="/pricing">{t('landing.nav.pricing')}</Link>
            </li>
            <li>
              <Link to="/signup">{t('landing.nav.signup')}</Link>
            </li>
            <li>
              <Link to="/login">{t('landing.nav.login')}</Link>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" className="shell-page" tabIndex={-1}>
        {children}
      </main>
      <footer className="shell-footer">{t('landing.footer')}</footer>
    </>
  );
}
