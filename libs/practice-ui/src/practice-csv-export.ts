import type { TFunction } from 'i18next';
import type { DirectoryEntry, PracticeReport } from '@crescendo/contracts';
import { dayOf, type DayRange } from '@crescendo/domain';
import { cataloguesIn, formatTime, type Language } from '@crescendo/i18n';
import { csvFormats, downloadText, safeFileName, spreadsheetCsv } from '@crescendo/web-kit/csv';
import { practiceCsvRows } from './practice-csv.js';
import { studentName } from './student-names.js';

export interface PracticeCsvExport {
  groupName: string;
  reports: readonly PracticeReport[];
  profiles: ReadonlyMap<string, DirectoryEntry>;
  range: DayRange;
  lang: Language;
  t: TFunction<['translation', 'practiceTeacher']>;
}

/** The group's practice of the period as a CSV file a spreadsheet opens in the reader's language. */
export async function exportPracticeCsv({
  groupName,
  reports,
  profiles,
  range,
  lang,
  t,
}: PracticeCsvExport): Promise<void> {
  const unknownUser = t('empty.unknownUser');
  const students = new Map(
    [...profiles.values()].map((profile) => [
      profile.id,
      { name: studentName(profile, unknownUser), email: profile.email },
    ]),
  );
  const format = csvFormats[lang];
  const copy = (await cataloguesIn(lang)).practiceTeacher;
  const rows = practiceCsvRows({
    reports,
    students,
    range,
    format,
    labels: {
      headers: copy.csv.headers,
      locations: copy.locations,
      types: copy.types,
      flags: copy.flags.kinds,
    },
    formatInstant: (iso) => `${dayOf(new Date(iso))} ${formatTime(iso, lang)}`,
  });
  const safeName = safeFileName(groupName, 'groupe');
  const fileName = t('practiceTeacher:csv.fileName', { group: safeName, from: range.from, to: range.to });
  downloadText(fileName, spreadsheetCsv(rows, format));
}
