import { randomBytes } from 'node:crypto';
import { consentTextVersions } from '@crescendo/domain';
import { demoAccountId, demoOrganization } from '@crescendo/domain/demo';
import type { Db } from '@crescendo/service-kit';
import { hashToken } from '../mail/mail-token.store.js';

/**
 * Parents and under-14s in the demo (issue 31 §7): Chloé (eleve5) is under 14, her mother Isabelle's address
 * is entered and she consented to sharing Chloé's recordings; Liam (eleve4) is 14 or older. The others are left
 * as new students are, their age not yet entered (the journeys and tests enter it as a school would). Loaded
 * once; what the administrators change afterwards stays.
 */
export async function seedDemoGuardians(tx: Db): Promise<void> {
  const chloe = demoAccountId('eleve5@demo.crescendo.ca');
  const liam = demoAccountId('eleve4@demo.crescendo.ca');
  const mother = 'isabelle.morin@parents.demo.crescendo.ca';
  await tx.query(
    `INSERT INTO student_guardians (organization_id, student_id, age_band, parent_email)
     VALUES ($1, $2, 'under14', $3), ($1, $4, 'fourteenPlus', NULL)
     ON CONFLICT (organization_id, student_id) DO NOTHING`,
    [demoOrganization.id, chloe, mother, liam],
  );
  // The link of a consent given long ago: nobody holds its token (only a hash of random bytes is kept).
  await tx.query(
    `INSERT INTO parental_consents (organization_id, student_id, feature, status, text_version, mailed_to,
       token_hash, link_expires_at, signed_name, requested_at, decided_at)
     VALUES ($1, $2, 'recordingSharing', 'granted', $3, $4, $5, now() + interval '30 days', 'Isabelle Morin',
       now() - interval '20 days', now() - interval '19 days')
     ON CONFLICT (organization_id, student_id, feature, reference) DO NOTHING`,
    [
      demoOrganization.id,
      chloe,
      consentTextVersions.recordingSharing,
      mother,
      hashToken(randomBytes(32).toString('base64url')),
    ],
  );
}
