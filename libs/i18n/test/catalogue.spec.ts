import { namespaces } from '../src/index.js';
import { resources, serverResources } from '../src/server/index.js';

type Tree = { readonly [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function valuesOf(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : valuesOf(value)));
}

const variables = (text: string): string[] =>
  [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1] ?? '').sort();

const lookup = (tree: Tree, key: string): string =>
  key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part] as Tree | string, tree) as string;

const everyNamespace: [string, Tree, Tree][] = [
  ...namespaces.map((name): [string, Tree, Tree] => [name, resources.fr[name], resources.en[name]]),
  ...(['mails', 'signIn', 'statement'] as const).map((name): [string, Tree, Tree] => [
    name,
    serverResources.fr[name],
    serverResources.en[name],
  ]),
];

describe.each(everyNamespace)('the %s namespace', (_name, fr, en) => {
  it('holds the same keys in French and English', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(fr).sort());
  });

  it('has no empty string', () => {
    expect(valuesOf(fr).filter((text) => text.trim() === '')).toEqual([]);
    expect(valuesOf(en).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('uses the same interpolation variables in both languages', () => {
    for (const key of keysOf(fr)) {
      expect([key, variables(lookup(en, key))]).toEqual([key, variables(lookup(fr, key))]);
    }
  });
});

describe('resources', () => {
  it('are one namespace per feature besides the common one', () => {
    // `namespaces` (namespaces.ts) lists them without importing the catalogues: it must follow both languages.
    expect(namespaces[0]).toBe('translation');
    expect(Object.keys(resources.fr)).toEqual(namespaces);
    expect(Object.keys(resources.en)).toEqual(namespaces);
  });

  it("reproduce the specification's French strings to the letter", () => {
    const fr = { ...resources.fr.translation, ...resources.fr };
    expect(fr.app.loading).toBe("Chargement de l'application... Veuillez patienter");
    expect(fr.app.loadingShort).toBe('Chargement...');
    expect(fr.app.tagline).toBe('La plateforme pour les écoles de musique modernes.');
    expect(fr.landing.banners.googleSuccess).toBe(
      'Authentification Google réussie ! Vous pouvez maintenant importer vos groupes Google Classroom.',
    );
    expect(fr.landing.banners.googleFailed).toBe(
      "Erreur lors de l'authentification Google. Veuillez réessayer.",
    );
    expect(fr.landing.hero.start).toBe('Commencer gratuitement');
    expect(fr.landing.hero.pricing).toBe('Voir les prix');
    expect(fr.admin.title).toBe('Portail Administrateur');
    expect(fr.admin.googleSuccess).toBe('Connexion Google réussie !');
    expect(fr.teacher.operationSuccess).toBe('Opération réussie !');
    expect(fr.inventory.instruments.added).toBe('Instrument ajouté');
    expect(fr.inventory.instruments.addFailed).toBe("Erreur lors de l'ajout de l'instrument.");
    expect(fr.inventory.loans.overdue).toBe('En retard');
    expect(fr.inventory.loans.mine).toBe('Mes prêts');
    expect(fr.planning.add).toBe('Nouvel événement');
    expect(fr.planning.added).toBe('Événement ajouté');
    expect(fr.planning.addFailed).toBe("Erreur lors de l'ajout de l'événement.");
    expect(fr.planning.upcoming.title).toBe('À venir');
    expect(fr.teacher.welcome).toBe('Bienvenue, {{firstName}} !');
    expect(fr.errors.loginFailed).toBe('Email ou mot de passe incorrect.');
    expect(fr.membership.switchFailed).toBe('Erreur lors du changement de rôle.');
    expect(fr.membership.changeRole).toBe('Changer de rôle');
    expect(fr.errors.importNoneSelected).toBe('Veuillez sélectionner au moins un groupe à importer.');
    expect(fr.classroomImport.connect.mustConnect).toBe(
      'Vous devez être connecté pour importer des groupes depuis Google Classroom',
    );
    expect(fr.classroomImport.connect.sessionExpired).toBe(
      'Votre session Google a expiré. Voulez-vous vous reconnecter maintenant ?',
    );
    expect(fr.classroomImport.errors).toEqual({
      checkFailed: 'Erreur lors de la vérification de votre session Google. Veuillez réessayer.',
      noCourses: 'Aucun groupe trouvé dans votre Google Classroom.',
      importFailed: "Erreur lors de l'import des groupes. Veuillez réessayer.",
      unexpected: "Une erreur s'est produite lors de l'import. Veuillez réessayer.",
      groupsCreationFailed: 'Erreur lors de la création des groupes. Veuillez réessayer.',
    });
    expect(fr.landing.banners.googleNoToken).toBe(
      "Impossible de récupérer le token d'accès Google Classroom",
    );
    expect(fr.practiceTeacher.form.saveFailed).toBe('Erreur lors de la sauvegarde du devoir');
    expect(fr.classroomImport.connection.disconnect).toBe('Déconnecter Google');
    expect(fr.empty.noGroup).toBe("Vous n'êtes assigné à aucun groupe pour le moment");
    expect(fr.success.profileUpdatedLong).toBe('Profil mis à jour avec succès !');
    expect(fr.errors.profileUpdate).toBe('Erreur lors de la mise à jour du profil.');
    expect(fr.success.twoFactorEnabled).toBe('Double authentification activée !');
    expect(fr.errors.twoFactorInvalid).toBe('Le code de vérification est invalide.');
    expect(fr.success.accountDeleted).toBe('Votre compte a été supprimé.');
    expect(fr.errors.accountDelete).toBe('Erreur lors de la suppression du compte.');
    expect(fr.success.organizationDeleted).toBe("L'organisation a été supprimée.");
    expect(fr.errors.organizationDelete).toBe("Erreur lors de la suppression de l'organisation.");
    expect(fr.account.danger.deleteOrganization).toBe("Supprimer l'organisation");
    expect(fr.student.profileTabs).toEqual({
      personal: 'Informations Personnelles',
      settings: "Paramètres de l'Application",
    });
  });
});
