/** @jest-environment node */
import { policyDefinitions } from '@crescendo/domain';
import { resources } from '@crescendo/i18n/server';

// The privacy page says how long information is kept: the retention policies' defaults (decision 0059), which
// the board and the school may change. A default that moves must move the page's words with it.
const defaults = {
  practiceMonths: policyDefinitions['retention.formerStudentMonths'].default,
  chatYears: policyDefinitions['retention.chatSchoolYears'].default,
  aiLogMonths: policyDefinitions['retention.aiLogMonths'].default,
  signInDays: policyDefinitions['retention.signInTraceDays'].default,
  loansYears: policyDefinitions['retention.loansSchoolYears'].default,
};

describe("the privacy page's 'Conservation'", () => {
  it('states the retention defaults, in French and in English', () => {
    expect(defaults).toEqual({
      practiceMonths: 12,
      chatYears: 1,
      aiLogMonths: 12,
      signInDays: 90,
      loansYears: 1,
    });
    const fr = resources.fr.translation.pages.privacy.retention;
    expect(fr).toContain('pratiques et notes un an après son départ');
    expect(fr).toContain("messages de groupe un an après la fin de l'année scolaire");
    expect(fr).toContain('journal de Maestro IA un an');
    expect(fr).toContain("prêts d'instruments et d'uniformes rendus un an après la fin de l'année scolaire");
    expect(fr).toContain(`traces de connexion ${defaults.signInDays} jours`);
    expect(fr).toContain('règlent ces durées');
    const en = resources.en.translation.pages.privacy.retention;
    expect(en).toContain('practice and grades a year after they leave');
    expect(en).toContain(`sign-in traces ${defaults.signInDays} days`);
  });
});
