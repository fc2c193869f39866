/** 'Léa Roy' → 'lea-roy': a file name without accents or spaces (`fallback` when nothing is left). */
export function slug(text: string | null, fallback = 'eleve'): string {
  return (
    (text ?? '')
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || fallback
  );
}
