import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@crescendo/ui';
import { PublicLayout } from '../layout/public-layout.js';
import { LandingBanners } from './landing-banners.js';

const highlights = ['budget', 'inventory', 'teaching', 'maestro'] as const;
const features = ['programme', 'classroom', 'groups', 'calendar', 'reports'] as const;
const benefits = ['time', 'pedagogy', 'privacy'] as const;

/** /home: what Crescendo offers (spec §1) and where to start. */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <LandingBanners />
      <section className="shell-hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{t('landing.hero.title')}</h1>
        <p>{t('landing.hero.subtitle')}</p>
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
          {highlights.map((key) => (
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
          {features.map((key) => (
            <li key={key}>{t(`landing.features.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section className="shell-section" aria-labelledby="benefits-title">
        <h2 id="benefits-title">{t('landing.benefits.title')}</h2>
        <ul className="shell-grid">
          {benefits.map((key) => (
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
