import { strFromU8, unzipSync } from 'fflate';
import type { GatheredExports } from '../../src/privacy/archive/gather-exports.js';
import { archiveFileName, buildArchive } from '../../src/privacy/archive/archive-zip.js';
import { tableCsv } from '../../src/privacy/archive/archive-csv.js';

const person = { id: '6f1c1c8e-3c55-4d2c-9f0e-0c1d2e3f4a5b', email: 'lea@ecole.test', name: 'Léa Tremblay' };

describe("the archive's CSV (issue 31 §2): as a French spreadsheet reads it", () => {
  it('writes a BOM, semicolons, CRLF, a decimal comma, and neutralises formula cells', () => {
    const csv = tableCsv([
      { id: 1, content: '=HYPERLINK("http://x.test")', minutes: 12.5, paid: true, note: null },
      { id: 2, content: 'Gammes; arpèges', minutes: -3, paid: false, extra: { a: 1 } },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('id;content;minutes;paid;note;extra');
    expect(lines[1]).toBe(`1;"'=HYPERLINK(""http://x.test"")";12,5;oui;;`);
    expect(lines[2]).toBe('2;"Gammes; arpèges";-3;non;;"{""a"":1}"');
  });

  it('neutralises a formula hidden after a line break', () => {
    const csv = tableCsv([{ content: '\n=1+1' }]);
    expect(csv).toContain(`"'\n=1+1"`);
  });
});

describe('the archive (issue 31 §2)', () => {
  it('holds the JSON, a CSV per table and the README in French and English', () => {
    const exports = {
      identity: [
        { table: 'users', purpose: 'Compte et profil', retention: 'account', rows: [{ id: person.id }] },
      ],
      homework: [],
    } as unknown as GatheredExports;
    const at = new Date('2026-11-29T12:00:00Z');
    const files = unzipSync(buildArchive(person, exports, at));
    expect(Object.keys(files).sort()).toEqual([
      'LISEZMOI-README.txt',
      'csv/identity/users.csv',
      'donnees.json',
    ]);
    expect(JSON.parse(strFromU8(files['donnees.json']!))).toEqual({
      person,
      generatedAt: '2026-11-29T12:00:00.000Z',
      services: exports,
    });
    const readme = strFromU8(files['LISEZMOI-README.txt']!);
    expect(readme).toContain(
      'csv/identity/users.csv (1 ligne) : Compte et profil. Conservation : tant que le compte existe.',
    );
    expect(readme).toContain(
      'csv/identity/users.csv (1 row): Compte et profil. Kept: while the account exists.',
    );
    expect(readme).toContain('Services sans donnée à votre sujet : homework.');
    expect(archiveFileName(at)).toBe('crescendo-donnees-2026-11-29.zip');
  });
});
