import { z } from 'zod';

const isKey32 = (value: string) => Buffer.from(value, 'base64').length === 32;

/** A sealing key: 32 random bytes, base64 (`openssl rand -base64 32`); the message names the variable. */
export const sealingKeySchema = (name: string) =>
  z
    .string({ message: `${name} manque : 32 octets aléatoires en base64 (openssl rand -base64 32)` })
    .refine(isKey32, { message: `${name} doit faire 32 octets en base64 (openssl rand -base64 32)` });

/** Former sealing keys during a rotation: 32-byte base64 keys, comma-separated (empty: none). */
export const previousSealingKeysSchema = (name: string) =>
  z
    .string()
    .default('')
    .refine(
      (value) =>
        value
          .split(',')
          .filter((key) => key.trim())
          .every((key) => isKey32(key.trim())),
      { message: `${name} : des clés de 32 octets en base64, séparées par des virgules` },
    );
