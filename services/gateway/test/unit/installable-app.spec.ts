import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offlineEntries, serviceWorkerScript, webAppManifest } from '../../src/web/installable-app.js';

const template =
  "const VERSION = '__CRESCENDO_VERSION__';\nconst ENTRIES = /* __CRESCENDO_ENTRIES__ */ [];\n";
const indexHtml =
  '<html><head><link rel="manifest" href="/manifest.webmanifest" /><script defer src="/main.1a2b3c4d.js"></script></head></html>';

/** A shell and a student portal built into a directory of their own. */
function builds() {
  const root = mkdtempSync(join(tmpdir(), 'crescendo-web-'));
  const shell = join(root, 'shell');
  const student = join(root, 'student');
  mkdirSync(shell);
  mkdirSync(student);
  writeFileSync(join(shell, 'main.1a2b3c4d.js'), 'shell();');
  writeFileSync(join(student, 'remoteEntry.js'), 'student("v1");');
  writeFileSync(join(student, 'mf-manifest.json'), '{}');
  return { shell, student };
}

describe('gateway: an installable app (issue 14 §3)', () => {
  it('keeps the shell’s page and scripts, the configuration and each portal’s entry files together', () => {
    const { shell, student } = builds();
    const offline = offlineEntries(shell, indexHtml, [{ name: 'student', root: student }], template);
    expect(offline.entries).toEqual([
      '/',
      '/config.json',
      '/manifest.webmanifest',
      '/main.1a2b3c4d.js',
      '/portals/student/remoteEntry.js',
      '/portals/student/mf-manifest.json',
    ]);
    const script = serviceWorkerScript(template, offline);
    expect(script).toContain(`const VERSION = "${offline.version}";`);
    expect(script).toContain(`const ENTRIES = ${JSON.stringify(offline.entries)};`);
    // A template whose marks a build rewrote gives no worker rather than one that never updates.
    expect(serviceWorkerScript('const VERSION="__CRESCENDO_VERSION__",ENTRIES=[];', offline)).toBeNull();
  });

  it('is a new worker (a new version) when a portal is deployed again, the same one otherwise', () => {
    const { shell, student } = builds();
    const portals = [{ name: 'student', root: student }];
    const before = offlineEntries(shell, indexHtml, portals, template).version;
    expect(offlineEntries(shell, indexHtml, portals, template).version).toBe(before);
    writeFileSync(join(student, 'remoteEntry.js'), 'student("v2");');
    expect(offlineEntries(shell, indexHtml, portals, template).version).not.toBe(before);
    expect(
      offlineEntries(shell, indexHtml.replace('1a2b3c4d', '5e6f7a8b'), portals, template).version,
    ).not.toBe(before);
  });

  it('names the app in French, or in English for a visitor who prefers it, with icons to install it', () => {
    expect(webAppManifest(undefined)).toMatchObject({
      lang: 'fr-CA',
      short_name: 'Crescendo',
      display: 'standalone',
    });
    expect(webAppManifest('en-CA,en;q=0.9,fr;q=0.5')).toMatchObject({
      lang: 'en-CA',
      name: 'Crescendo — music at school',
    });
    expect(webAppManifest('fr-CA,en;q=0.8')).toMatchObject({ lang: 'fr-CA' });
    expect(webAppManifest('de-DE')).toMatchObject({ lang: 'fr-CA' });
    const icons = webAppManifest('fr').icons as Array<{ sizes: string }>;
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });
});
