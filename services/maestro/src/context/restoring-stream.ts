import { wordsPattern } from './placeholders.js';

const wordChar = /[\p{L}\p{N}]/u;

/**
 * Puts the people's names back into an answer that arrives in pieces (issue 30 §1, §3; decision 0068): a
 * stand-in may be cut anywhere ('Élè' + 've A', or 'Élève A' then 'A' of 'Élève AA'), so the end of what
 * arrived is held back while it could still be, or become, a stand-in, and sent with the next piece. Stand-ins
 * are whole words in any case, as `Placeholders.restore` reads them; nothing with a stand-in in it leaves
 * before its name is back.
 */
export class RestoringStream {
  private readonly pattern: RegExp | null;
  private readonly labels: string[];
  private readonly byLabel: Map<string, string>;
  private readonly longest: number;
  private held = '';
  /** The last character already let out, unrestored: a stand-in must start a word. */
  private before = '';

  constructor(standIns: ReadonlyMap<string, string>) {
    this.byLabel = new Map([...standIns].map(([label, name]) => [label.toLowerCase(), name]));
    this.labels = [...this.byLabel.keys()];
    this.longest = Math.max(0, ...this.labels.map((label) => label.length));
    this.pattern = this.labels.length
      ? wordsPattern([...standIns.keys()].sort((a, b) => b.length - a.length))
      : null;
  }

  /** The next piece of the answer in; out, what can now leave with its names (possibly nothing). */
  push(piece: string): string {
    const text = this.held + piece;
    const cut = this.holdFrom(text);
    this.held = text.slice(cut);
    return this.release(text.slice(0, cut));
  }

  /** The answer ended: what was held leaves too. */
  end(): string {
    const rest = this.held;
    this.held = '';
    return this.release(rest);
  }

  /** Starts over (the answer is asked again). */
  reset(): void {
    this.held = '';
    this.before = '';
  }

  /** Where the end that could still be a stand-in starts (the text's length when none could). */
  private holdFrom(text: string): number {
    for (let at = Math.max(0, text.length - this.longest); at < text.length; at++) {
      const previous = at > 0 ? text[at - 1]! : this.before;
      if (previous && wordChar.test(previous)) continue;
      const tail = text.slice(at).toLowerCase();
      if (this.labels.some((label) => label.startsWith(tail))) return at;
    }
    return text.length;
  }

  private release(text: string): string {
    if (!text) return '';
    const out = this.restore(text);
    this.before = text[text.length - 1]!;
    return out;
  }

  /** The stand-ins of `text` replaced, the character before it deciding whether its first word starts one. */
  private restore(text: string): string {
    if (!this.pattern) return text;
    const source = this.before + text;
    const pattern = new RegExp(this.pattern.source, this.pattern.flags);
    pattern.lastIndex = this.before.length;
    let out = '';
    let from = this.before.length;
    for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
      out += source.slice(from, match.index) + (this.byLabel.get(match[0].toLowerCase()) ?? match[0]);
      from = match.index + match[0].length;
    }
    return out + source.slice(from);
  }
}
