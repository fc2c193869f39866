import { displayName, type Person } from './people.js';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/giu;

/** 'A', 'B', …, 'Z', 'AA', 'AB', …: the n-th letter label (0-based). */
function letters(index: number): string {
  let label = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    label = String.fromCharCode(65 + ((n - 1) % 26)) + label;
  return label;
}

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole word of `words`, whatever the case: letters of any alphabet count as word characters. */
export const wordsPattern = (words: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'giu');

/**
 * Stable stand-ins for the people of one request (issue 30 §3): 'Élève A', 'Enseignant B', in the order the
 * people are given, so the same material always reads the same. `scrub` takes every name, e-mail and
 * identifier out of a text before it leaves; `restore` puts the names back in the model's answer.
 */
export class Placeholders {
  private readonly byId = new Map<string, string>();
  private readonly byWord = new Map<string, string>();
  private readonly names = new Map<string, string>();
  private readonly wordPattern: RegExp | null;
  private readonly placeholderPattern: RegExp | null;

  constructor(people: readonly Person[]) {
    for (const given of people) {
      const person = {
        ...given,
        firstName: given.firstName.normalize('NFC'),
        lastName: given.lastName.normalize('NFC'),
      };
      const id = person.id.toLowerCase();
      if (this.byId.has(id)) continue;
      const label = `${person.role === 'student' ? 'Élève' : 'Enseignant'} ${letters(this.byId.size)}`;
      this.byId.set(id, label);
      this.names.set(label, displayName(person));
      if (person.email) this.byWord.set(person.email.toLowerCase(), label);
      const full = displayName(person);
      const reversed = `${person.lastName} ${person.firstName}`.trim();
      for (const word of [
        full,
        reversed,
        person.firstName,
        person.lastName,
        ...person.firstName.split(/[\s-]+/),
      ])
        if (word.trim().length >= 2 && !this.byWord.has(word.toLowerCase()))
          this.byWord.set(word.toLowerCase(), label);
    }
    // Longest first: 'Léa Tremblay' before 'Léa'.
    const words = [...this.byWord.keys()].sort((a, b) => b.length - a.length);
    this.wordPattern = words.length ? wordsPattern(words) : null;
    const labels = [...this.names.keys()].sort((a, b) => b.length - a.length);
    this.placeholderPattern = labels.length ? wordsPattern(labels) : null;
  }

  /** The person's stand-in; a person not of this request has none. */
  of(personId: string): string {
    const label = this.byId.get(personId.toLowerCase());
    if (!label) throw new Error(`No placeholder for ${personId}.`);
    return label;
  }

  /**
   * The text with every e-mail, identifier and known name replaced: a known person's by their stand-in,
   * anyone else's e-mail or identifier by a neutral mark.
   */
  scrub(text: string): string {
    // One spelling of accents (a phone may send 'é' as 'e' and a combining accent).
    return this.scrubNames(
      text
        .normalize('NFC')
        .replace(EMAIL, (email) => this.byWord.get(email.toLowerCase()) ?? '[courriel retiré]')
        .replace(UUID, (id) => this.byId.get(id.toLowerCase()) ?? '[identifiant retiré]'),
    );
  }

  private scrubNames(text: string): string {
    if (!this.wordPattern) return text;
    return text.replace(this.wordPattern, (word) => this.byWord.get(word.toLowerCase()) ?? word);
  }

  /** Each stand-in and the name it stands for (the streamed preview restores them piece by piece). */
  standIns(): ReadonlyMap<string, string> {
    return this.names;
  }

  /** The answer with the stand-ins replaced by the people's names, on the server. */
  restore(text: string): string {
    if (!this.placeholderPattern) return text;
    return text.replace(this.placeholderPattern, (label) => {
      const canonical = [...this.names.keys()].find((known) => known.toLowerCase() === label.toLowerCase());
      return canonical ? (this.names.get(canonical) ?? label) : label;
    });
  }
}
