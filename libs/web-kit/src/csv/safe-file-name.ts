/** A name for a file's name ('Harmonie 1re' → 'Harmonie-1re'): letters, digits and dashes; `fallback` if none. */
export function safeFileName(name: string, fallback: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '') || fallback
  );
}
