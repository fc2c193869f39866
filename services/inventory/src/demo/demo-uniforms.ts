import { randomUUID } from 'node:crypto';
import type { UniformType } from '@crescendo/contracts';
import type { InstrumentCondition } from '@crescendo/domain';
import { demoOrganization } from '@crescendo/domain/demo';
import type { Db } from '@crescendo/service-kit';
import { insertUniform, type UniformRecord } from '../uniform.store.js';

/** How many uniforms the demo school has (issue 27 §9). */
export const demoUniformCount = 150;

/** The band's set, in order of number: 50 jackets, 30 trousers, 20 skirts, 30 shirts, 15 bow ties, 5 dresses. */
const pieces: ReadonlyArray<[UniformType, number]> = [
  ['jacket', 50],
  ['trousers', 30],
  ['skirt', 20],
  ['shirt', 30],
  ['bow-tie', 15],
  ['dress', 5],
];
/** Sizes as a school's band set runs: more M and L than XS or XXL. */
const sizes = ['S', 'M', 'M', 'L', 'L', 'XL', 'XS', 'M', 'L', 'XXL'] as const;
const notes: Readonly<Record<number, string>> = {
  7: 'Bouton de manche recousu.',
  23: 'Nom brodé de l’ancienne élève à découdre.',
  64: 'Ourlet refait en septembre.',
  91: 'Fermeture éclair à remplacer.',
  118: 'Tache au col, nettoyage à sec prévu.',
};

/** The n-th uniform's condition (1-based): the first ten new, a few worn, to repair or out of service. */
function conditionOf(n: number): InstrumentCondition {
  if (n % 50 === 0) return 'out-of-service';
  if (n % 25 === 0) return 'needs-repair';
  if (n % 7 === 0) return 'worn';
  return n <= 10 ? 'new' : 'good';
}

/** The demo school's 150 uniforms, the same on every start: U-001 to U-150. */
export function demoUniforms(): Array<Omit<UniformRecord, 'id' | 'organizationId' | 'at'>> {
  const types = pieces.flatMap(([type, count]) => Array.from({ length: count }, () => type));
  return types.map((type, index) => {
    const n = index + 1;
    return {
      number: `U-${String(n).padStart(3, '0')}`,
      size: type === 'bow-tie' ? 'Ajustable' : sizes[index % sizes.length]!,
      type,
      condition: conditionOf(n),
      notes: notes[n] ?? null,
    };
  });
}

/** The demo school's uniforms, loaded when it has none. */
export async function loadDemoUniforms(tx: Db, now: Date): Promise<boolean> {
  const [{ n }] = await tx.query<Array<{ n: number }>>(
    `SELECT count(*)::int AS n FROM uniforms WHERE organization_id = $1`,
    [demoOrganization.id],
  );
  if (n > 0) return false;
  for (const uniform of demoUniforms())
    await insertUniform(tx, { id: randomUUID(), organizationId: demoOrganization.id, ...uniform, at: now });
  return true;
}
