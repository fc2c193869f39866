import { RestoringStream } from '../../src/context/restoring-stream.js';

const standIns = new Map([
  ['Élève A', 'Léa Tremblay'],
  ['Enseignant B', 'Marc Gagnon'],
  ['Élève AA', 'Zoé Roy'],
]);

/** Everything that left, piece by piece, for the pieces given, the end included. */
function stream(pieces: string[]): string[] {
  const restoring = new RestoringStream(standIns);
  return [...pieces.map((piece) => restoring.push(piece)), restoring.end()];
}

describe('the stream that puts names back', () => {
  it('restores a stand-in that arrives whole', () => {
    expect(stream(['Élève A a bien travaillé. ']).join('')).toBe('Léa Tremblay a bien travaillé. ');
  });

  it('holds a stand-in cut between two pieces until it is whole, and never lets a part of it out', () => {
    const out = stream(['Bravo à Élè', 've A, dit Ensei', 'gnant', ' B.']);
    expect(out.join('')).toBe('Bravo à Léa Tremblay, dit Marc Gagnon.');
    expect(out[0]).toBe('Bravo à ');
    for (const piece of out) expect(piece).not.toMatch(/Élè|Ensei|Élève|Enseignant/);
  });

  it('cut at every place of the text, gives the same text as the whole answer restored at once', () => {
    const answer = 'Élève A joue avec Enseignant B; élève a progresse. Élève AA aussi, Élève Ab non.';
    const whole = 'Léa Tremblay joue avec Marc Gagnon; Léa Tremblay progresse. Zoé Roy aussi, Élève Ab non.';
    for (let cut = 0; cut <= answer.length; cut++) {
      const out = stream([answer.slice(0, cut), answer.slice(cut)]);
      expect(out.join('')).toBe(whole);
      for (const piece of out) expect(piece).not.toMatch(/Élève A\b|Enseignant B/);
    }
    const oneByOne = stream([...answer]);
    expect(oneByOne.join('')).toBe(whole);
  });

  it('waits for the next character to tell "Élève A" from "Élève AA"', () => {
    const restoring = new RestoringStream(standIns);
    expect(restoring.push('Élève A')).toBe('');
    expect(restoring.push('A est là.')).toBe('Zoé Roy est là.');
  });

  it('leaves a stand-in inside a word alone, even when the word was cut before it', () => {
    expect(stream(['xÉ', 'lève A est là']).join('')).toBe('xÉlève A est là');
    expect(stream(['PréÉlève A']).join('')).toBe('PréÉlève A');
  });

  it('lets a text out at once when its end cannot start a stand-in', () => {
    const restoring = new RestoringStream(standIns);
    expect(restoring.push('Une semaine régulière.')).toBe('Une semaine régulière.');
    expect(restoring.push(' Élève')).toBe(' ');
    expect(restoring.end()).toBe('Élève');
  });

  it('starts over cleanly after a reset', () => {
    const restoring = new RestoringStream(standIns);
    restoring.push('Bravo Élè');
    restoring.reset();
    expect(restoring.push('Élève A.')).toBe('Léa Tremblay.');
  });
});
