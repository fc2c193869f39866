import { createInstance, type i18n, type Resource } from 'i18next';

/**
 * An i18next instance of its own, apart from the front ends' shared one: what a server says in each reader's
 * language whatever the shared instance's, and what the front ends must not bundle (the servers' errors, mails,
 * documents, durations). French first, then English; ready on return; no HTML escaping (each caller escapes
 * where it renders HTML).
 */
export function privateCatalogue(resources: Resource, namespaces: string[], defaultNS: string | false): i18n {
  const instance = createInstance({
    resources,
    lng: 'fr',
    fallbackLng: 'fr',
    supportedLngs: ['fr', 'en'],
    ns: namespaces,
    defaultNS,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  void instance.init();
  return instance;
}
