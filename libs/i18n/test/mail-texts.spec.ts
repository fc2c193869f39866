import { mailTexts } from '../src/server/index.js';

describe("the mails' words, from the mails namespace", () => {
  it('says an invitation with its organisation, role and days', () => {
    const mail = mailTexts.invitation('fr', {
      organization: 'École des Érables',
      role: 'teacher',
      url: 'https://x.test/i',
      validDays: 7,
    });
    expect(mail.subject).toBe('Invitation à rejoindre École des Érables sur Crescendo');
    expect(mail.paragraphs[0]).toBe(
      'Vous êtes invité(e) à rejoindre École des Érables sur Crescendo en tant que enseignant.',
    );
    expect(mail.action).toEqual({ label: 'Accepter l’invitation', url: 'https://x.test/i' });
    expect(mail.footer[0]).toBe('Ce lien est valable 7 jours et ne sert qu’une fois.');
    const one = mailTexts.invitation('en', { organization: 'O', role: 'student', url: 'u', validDays: 1 });
    expect(one.paragraphs[0]).toBe('You are invited to join O on Crescendo as student.');
    expect(one.footer[0]).toBe('This link works for 1 day, once.');
  });

  it('greets by first name and keeps the spec’s quotes', () => {
    const mail = mailTexts.classroomWelcome('fr', {
      firstName: 'Léa',
      teacher: 'Mme Tremblay',
      group: 'Harmonie 1',
      email: 'lea@ecole.ca',
      loginUrl: 'https://x.test/login',
    });
    expect(mail.paragraphs).toEqual([
      'Bonjour Léa,',
      'Mme Tremblay a importé le groupe « Harmonie 1 » depuis Google Classroom : un compte élève Crescendo a été créé pour vous avec l’adresse lea@ecole.ca.',
      'Pour vous connecter, choisissez « Continuer avec Google » avec ce compte Google. Vous pouvez aussi choisir un mot de passe : « Mot de passe oublié ? » sur la page de connexion.',
    ]);
    const reset = mailTexts.passwordReset('fr', { firstName: 'Léa', url: 'u', validMinutes: 30 });
    expect(reset.footer[0]).toBe('Ce lien est valable 30 minutes et ne sert qu’une fois.');
  });
});
