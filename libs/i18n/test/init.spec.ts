import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jest } from '@jest/globals';
import { initPreloadedI18n } from '../src/preloaded/index.js';
import { i18nReady } from '../src/index.js';
import { createI18n, resources } from '../src/server/index.js';

describe('initPreloadedI18n', () => {
  it('starts in French by default, synchronously, and interpolates without escaping', () => {
    const i18n = initPreloadedI18n();
    expect(i18n.language).toBe('fr');
    expect(i18n.t('teacher.welcome', { firstName: "Zoé-O'Neil" })).toBe("Bienvenue, Zoé-O'Neil !");
    expect(i18n.t('portal.unavailable')).toBe(
      'Ce portail est momentanément indisponible. Réessayez dans quelques instants.',
    );
    expect(i18n.getFixedT('fr', 'finance')('purchases.title')).toBe('Achats des élèves');
  });

  it('switches the shared instance to English on a second call, once English has loaded', async () => {
    const i18n = initPreloadedI18n('en');
    await i18nReady();
    expect(i18n.language).toBe('en');
    expect(i18n.t('app.loadingShort')).toBe('Loading...');
    expect(i18n.getFixedT('en', 'finance')('purchases.title')).toBe(resources.en.finance.purchases.title);
    initPreloadedI18n('fr');
    await i18nReady();
    expect(i18n.t('app.loadingShort')).toBe(resources.fr.translation.app.loadingShort);
  });
});

describe("initI18n (the browser's)", () => {
  it("holds the public pages' French alone, every namespace once asked for, English once chosen", async () => {
    await jest.isolateModulesAsync(async () => {
      const own = await import('../src/index.js');
      // Asked before the start, as the shell's entry does: it waits for the start.
      const everything = own.loadEveryNamespace();
      const i18n = own.initI18n('fr');
      expect(i18n.t('landing.banners.importPending')).toBe(
        resources.fr.translation.landing.banners.importPending,
      );
      expect(i18n.t('classroomImport:backToGroups')).toBe('Retour à mes groupes');
      expect(i18n.hasResourceBundle('fr', 'finance')).toBe(false);
      await everything;
      expect(i18n.getFixedT('fr', 'finance')('purchases.title')).toBe('Achats des élèves');
      expect(i18n.hasResourceBundle('en', 'finance')).toBe(false);
      own.initI18n('en');
      await own.i18nReady();
      expect(i18n.getFixedT('en', 'finance')('purchases.title')).toBe(resources.en.finance.purchases.title);
    });
  });

  it('imports, from its entry, no catalogue but the public pages’ French (the entry is shared whole)', () => {
    const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(path.join(source, file), 'utf8');
      // Static imports and re-exports that carry values (`import type` and dynamic `import()` do not bundle).
      for (const [, specifier] of text.matchAll(
        /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)';/gms,
      ))
        visit(path.normalize(path.join(path.dirname(file), specifier.replace(/\.js$/, '.ts'))));
    };
    visit('index.ts');
    const catalogues = [...seen].filter(
      (file) => file.startsWith('locales/') || /^(french|english)\.ts$/.test(file),
    );
    // `sayDuration` writes either language at once: its few words come in both.
    expect(catalogues.sort()).toEqual([
      'locales/classroom-import.fr.ts',
      'locales/durations.en.ts',
      'locales/durations.fr.ts',
      'locales/fr.ts',
    ]);
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
