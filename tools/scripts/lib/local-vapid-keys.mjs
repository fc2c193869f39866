import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { databaseIdentity, keysDirectory } from './local-secrets.mjs';

const variables = ['PLANNING_VAPID_PUBLIC_KEY', 'PLANNING_VAPID_PRIVATE_KEY', 'PLANNING_VAPID_SUBJECT'];

/** A VAPID key pair (P-256) as web-push takes it: the public key uncompressed, both base64url. */
export function newVapidKeys() {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  const secret = curve.getPrivateKey();
  // A private key with leading zero bytes comes out shorter: web-push wants its 32 bytes.
  const privateKey = Buffer.concat([Buffer.alloc(32 - secret.length), secret]);
  return {
    publicKey: curve.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}

/**
 * The planning's VAPID keys for `npm start` (issue 28 §3): generated once and kept beside the database's
 * sealing keys (decision 0046), since the push subscriptions its browsers made are in that database and only
 * that key pair reaches them. Set in the environment, the three variables are used as they are.
 * Answers the variables, the file, and what was decided.
 */
export async function localVapidKeys(env, databaseUrl, database = undefined) {
  if (variables.every((name) => env[name])) {
    return {
      variables: Object.fromEntries(variables.map((name) => [name, env[name]])),
      file: null,
      notes: [],
    };
  }
  database ??= await databaseIdentity(databaseUrl);
  const dir = keysDirectory(env);
  const file = join(
    dir,
    `${database.systemIdentifier}.${database.name.replace(/[^A-Za-z0-9_.-]/g, '_')}.vapid.json`,
  );
  const notes = [];
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const keys = { database, ...newVapidKeys(), subject: 'mailto:no-reply@crescendo.local' };
    try {
      writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
      notes.push('PLANNING_VAPID_* : clés de notification générées');
    } catch (error) {
      // Another clone wrote it first: its keys are the database's.
      if (error?.code !== 'EEXIST') throw error;
    }
  }
  const stored = JSON.parse(readFileSync(file, 'utf8'));
  return {
    variables: {
      PLANNING_VAPID_PUBLIC_KEY: stored.publicKey,
      PLANNING_VAPID_PRIVATE_KEY: stored.privateKey,
      PLANNING_VAPID_SUBJECT: env.PLANNING_VAPID_SUBJECT || stored.subject,
    },
    file,
    notes,
  };
}
