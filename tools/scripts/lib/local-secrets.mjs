import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Identity's TWO_FACTOR_KEY for `npm start`: the environment's when set, otherwise one generated on the
 * first start and kept in `.crescendo/two-factor.key` (git-ignored, readable by its owner only), so the
 * two-factor secrets sealed with it still open after a restart. Production passes its own (docs/operations.md).
 */
export function localTwoFactorKey(root, env) {
  return env.TWO_FACTOR_KEY || localKey(root, 'two-factor.key');
}

/** classroom-sync's GOOGLE_TOKEN_KEY (seals the Google tokens), kept the same way in `.crescendo/google-token.key`. */
export function localGoogleTokenKey(root, env) {
  return env.GOOGLE_TOKEN_KEY || localKey(root, 'google-token.key');
}

function localKey(root, name) {
  const file = join(root, '.crescendo', name);
  if (!existsSync(file)) {
    mkdirSync(join(root, '.crescendo'), { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
