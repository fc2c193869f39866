import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { realmFiles, realmFileText } from './realm-files.js';

// `npm run write -w @crescendo/keycloak-realm` after a change to the realms' code.
for (const file of realmFiles) {
  await mkdir(dirname(file.path), { recursive: true });
  await writeFile(file.path, await realmFileText(file.path, file.realm()));
  console.log(`wrote ${file.path}`);
}
