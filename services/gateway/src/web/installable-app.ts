import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The files a deployment's service worker keeps together (docs/decisions/0024). */
export interface OfflineEntries {
  version: string;
  entries: string[];
}

const portalEntryFiles = ['remoteEntry.js', 'mf-manifest.json'];

/**
 * What must be on a phone for Crescendo to open without a network, for the builds being served: the shell's
 * page and the scripts and styles it names, `/config.json`, the manifest and its icons, and each portal's
 * entry files served here. The version is a hash of their content (and of the worker's own code), so every
 * deployment that changes any of them is a new worker with a cache of its own.
 */
export function offlineEntries(
  shellRoot: string,
  indexHtml: string,
  portalRoots: Array<{ name: string; root: string }>,
  workerTemplate: string,
): OfflineEntries {
  const hash = createHash('sha256').update(workerTemplate).update(indexHtml);
  const shellFiles = [...indexHtml.matchAll(/\s(?:src|href)="(\/[^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((path) => existsSync(join(shellRoot, path)));
  const entries = ['/', '/config.json', '/manifest.webmanifest', ...new Set(shellFiles)];
  for (const { name, root } of portalRoots) {
    for (const file of portalEntryFiles) {
      const path = join(root, file);
      if (!existsSync(path)) continue;
      hash.update(readFileSync(path));
      entries.push(`/portals/${name}/${file}`);
    }
  }
  return { version: hash.digest('hex').slice(0, 16), entries };
}

const versionMark = "'__CRESCENDO_VERSION__'";
const entriesMark = '/* __CRESCENDO_ENTRIES__ */ []';

/** The worker with its version and entries written in; `null` when the template lost its marks (a build that rewrote it). */
export function serviceWorkerScript(template: string, offline: OfflineEntries): string | null {
  if (!template.includes(versionMark) || !template.includes(entriesMark)) return null;
  return template
    .replace(versionMark, JSON.stringify(offline.version))
    .replace(entriesMark, JSON.stringify(offline.entries));
}

const manifests = {
  fr: {
    lang: 'fr-CA',
    name: 'Crescendo — la musique à l’école',
    short_name: 'Crescendo',
    description:
      'Groupes, pratiques assignées, rapports de pratique, Musichat et finances des départements de musique.',
  },
  en: {
    lang: 'en-CA',
    name: 'Crescendo — music at school',
    short_name: 'Crescendo',
    description:
      'Groups, assigned practice, practice reports, Musichat and finances for school music departments.',
  },
} as const;

/** The web app manifest in the visitor's language (French unless they prefer English). */
export function webAppManifest(acceptLanguage: string | undefined): Record<string, unknown> {
  const language = preferredLanguage(acceptLanguage);
  return {
    ...manifests[language],
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#4338ca',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/crescendo.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

function preferredLanguage(acceptLanguage: string | undefined): 'fr' | 'en' {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('fr')) return 'fr';
    if (tag.startsWith('en')) return 'en';
  }
  return 'fr';
}
