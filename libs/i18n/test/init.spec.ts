import { jest } from '@jest/globals';
import { i18nReady, initI18n } from '../src/index.js';
import { createI18n, resources } from '../src/server/index.js';

describe('initI18n', () => {
  it('starts in French by default, synchronously, and interpolates without escaping', () => {
    const i18n = initI18n();
    expect(i18n.language).toBe('fr');
    expect(i18n.t('teacher.welcome', { firstName: "Zoé-O'Neil" })).toBe("Bienvenue, Zoé-O'Neil !");
    expect(i18n.t('portal.unavailable')).toBe(
      'Ce portail est momentanément indisponible. Réessayez dans quelques instants.',
    );
  });

  it('switches the shared instance to English on a second call, once English has loaded', async () => {
    const i18n = initI18n('en');
    await i18nReady();
    expect(i18n.language).toBe('en');
    expect(i18n.t('app.loadingShort')).toBe('Loading...');
    expect(i18n.getFixedT('en', 'finance')('purchases.title')).toBe(resources.en.finance.purchases.title);
    initI18n('fr');
    await i18nReady();
    expect(i18n.t('app.loadingShort')).toBe(resources.fr.translation.app.loadingShort);
  });

  it('holds only French until English is asked for: the first page carries one language', async () => {
    await jest.isolateModulesAsync(async () => {
      const own = await import('../src/init.js');
      const i18n = own.initI18n('fr');
      expect(i18n.hasResourceBundle('fr', 'finance')).toBe(true);
      expect(i18n.hasResourceBundle('en', 'finance')).toBe(false);
      own.initI18n('en');
      await own.i18nReady();
      expect(i18n.hasResourceBundle('en', 'finance')).toBe(true);
    });
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
