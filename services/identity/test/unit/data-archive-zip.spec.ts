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
      files: [],
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

  it('holds the person’s files as they are, listed in the JSON and the README', () => {
    const audio = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]);
    const recording = {
      service: 'reports' as const,
      file: {
        id: '0b9d6a52-8c1e-4c57-9a53-1d2a3b4c5d6e',
        table: 'recordings',
        name: 'enregistrement-2026-10-02-0b9d6a52.webm',
        contentType: 'audio/webm',
        bytes: audio.length,
      },
      bytes: audio,
    };
    const files = unzipSync(buildArchive(person, {} as GatheredExports, new Date(), [recording]));
    const path = 'fichiers/reports/enregistrement-2026-10-02-0b9d6a52.webm';
    expect(files[path]).toEqual(audio);
    expect(JSON.parse(strFromU8(files['donnees.json']!)).files).toEqual([
      {
        service: 'reports',
        table: 'recordings',
        id: recording.file.id,
        path,
        contentType: 'audio/webm',
        bytes: audio.length,
      },
    ]);
    const readme = strFromU8(files['LISEZMOI-README.txt']!);
    expect(readme).toContain(
      `${path} (audio/webm, 7 octets) : ligne ${recording.file.id} de reports/recordings.`,
    );
    expect(readme).toContain(
      `${path} (audio/webm, 7 bytes): row ${recording.file.id} of reports/recordings.`,
    );
  });
});
