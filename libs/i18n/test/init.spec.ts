import { createI18n, initI18n } from '../src/index.js';

describe('initI18n', () => {
  it('starts in French by default, synchronously, and interpolates without escaping', () => {
    const i18n = initI18n();
    expect(i18n.language).toBe('fr');
    expect(i18n.t('teacher.welcome', { firstName: "Zoé-O'Neil" })).toBe("Bienvenue, Zoé-O'Neil !");
    expect(i18n.t('portal.unavailable')).toBe(
      'Ce portail est momentanément indisponible. Réessayez dans quelques instants.',
    );
  });

  it('switches the shared instance to English on a second call', () => {
    const i18n = initI18n('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('app.loadingShort')).toBe('Loading...');
    initI18n('fr');
  });
});

describe('createI18n', () => {
  it('gives a server an instance per language, independent of the shared one', () => {
    const english = createI18n('en');
    const french = createI18n('fr');
    expect(english.t('apiErrors.FORBIDDEN')).toBe('You are not allowed to do this.');
    expect(french.t('apiErrors.FORBIDDEN')).toBe("Vous n'avez pas la permission d'effectuer cette action.");
  });

  it('holds each feature in its own namespace, beside the common one', () => {
    const french = createI18n('fr');
    expect(french.getFixedT('fr', 'finance')('purchases.title')).toBe('Achats des élèves');
    expect(french.t('finance:purchases.title')).toBe('Achats des élèves');
    expect(french.exists('finance.purchases.title')).toBe(false);
  });
});
