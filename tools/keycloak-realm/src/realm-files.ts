import { format, resolveConfig } from 'prettier';
import { fileURLToPath } from 'node:url';
import { boardRealm } from './board-realm.js';
import { demoRealm } from './demo-realm.js';
import type { RealmExport } from './keycloak-representations.js';

const deployKeycloak = fileURLToPath(new URL('../../../deploy/keycloak/', import.meta.url));

/** Each realm file an operator imports, and what it holds (the code above, as Keycloak reads it). */
export const realmFiles: { path: string; realm: () => RealmExport }[] = [
  { path: `${deployKeycloak}realm-crescendo.json`, realm: () => boardRealm() },
  { path: `${deployKeycloak}demo/realm-crescendo.json`, realm: demoRealm },
];

/** A realm as its file holds it: JSON, formatted as the repository formats JSON. */
export async function realmFileText(path: string, realm: RealmExport): Promise<string> {
  const options = await resolveConfig(path);
  return format(JSON.stringify(realm), { ...options, filepath: path });
}
