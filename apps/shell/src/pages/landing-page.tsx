import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@crescendo/ui';
import { PublicLayout } from '../layout/public-layout.js';
import { LandingBanners } from './landing-banners.js';
import { benefitClaims, featureClaims, heroClaim, highlightClaims } from './landing-claims.js';

/**
 * /home: what Crescendo offers (spec §1) and where to start. Every highlight, feature and benefit is one of
 * `landing-claims.ts`, each with the portal page that provides it (issue 32 §6).
 */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <LandingBanners />
      <section className="shell-hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{t('landing.hero.title')}</h1>
        <p>{t(`landing.hero.${heroClaim.key}`)}</p>
        <p className="shell-actions">
          <Button asChild>
            <Link to="/role-selection">{t('landing.hero.start')}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/pricing">{t('landing.hero.pricing')}</Link>
          </Button>
        </p>
      </section>
      <section className="shell-section" aria-labelledby="highlights-title">
        <h2 id="highlights-title">{t('landing.highlights.title')}</h2>
        <ul className="shell-grid">
          {highlightClaims.map(({ key }) => (
            <li key={key} className="shell-card">
              <h3>{t(`landing.highlights.${key}.title`)}</h3>
              <p>{t(`landing.highlights.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="shell-section" aria-labelledby="features-title">
        <h2 id="features-title">{t('landing.features.title')}</h2>
        <ul>
          {featureClaims.map(({ key }) => (
            <li key={key}>{t(`landing.features.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section className="shell-section" aria-labelledby="benefits-title">
        <h2 id="benefits-title">{t('landing.benefits.title')}</h2>
        <ul className="shell-grid">
          {benefitClaims.map(({ key }) => (
            <li key={key} className="shell-card">
              <h3>{t(`landing.benefits.${key}.title`)}</h3>
              <p>{t(`landing.benefits.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </PublicLayout>
  );
}
