/** A spreadsheet's word as the imports compare it: no case, no accents, one apostrophe, no outer spaces. */
export const foldWord = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’']/g, "'")
    .trim()
    .toLowerCase();

/**
 * The key a spreadsheet's word stands for — the key itself, or what any of `says` (each language's words) says
 * of it, compared folded; undefined when none says it. The CSV imports read headers and values with it.
 */
export function wordLookup<K extends string>(keys: readonly K[], says: ReadonlyArray<(key: K) => string>) {
  const byWord = new Map<string, K>();
  for (const key of keys) {
    byWord.set(foldWord(key), key);
    for (const say of says) byWord.set(foldWord(say(key)), key);
  }
  return (word: string) => byWord.get(foldWord(word));
}
