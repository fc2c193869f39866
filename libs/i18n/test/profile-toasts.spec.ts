import { resources } from '../src/server/index.js';

type Tree = { readonly [key: string]: string | Tree };

const valuesOf = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : valuesOf(value)));

/**
 * Issue 32 §6: the spec's catalogue lists 'Profil mis à jour' and 'Erreur de mise à jour du profil.', but no
 * screen of the spec says them: 'Mon Profil' says the spec's 'Profil mis à jour avec succès !' and 'Erreur lors
 * de la mise à jour du profil.'. The unused pair is not in the catalogue; the profile's pair is.
 */
describe("the profile's toasts", () => {
  const french = valuesOf(resources.fr.translation as Tree);

  it('are the ones of the profile screen only', () => {
    expect(french).toContain('Profil mis à jour avec succès !');
    expect(french).toContain('Erreur lors de la mise à jour du profil.');
    expect(french).not.toContain('Profil mis à jour');
    expect(french).not.toContain('Erreur de mise à jour du profil.');
  });
});
