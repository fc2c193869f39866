/** What was typed in a search as a LIKE pattern: found anywhere, `%` and `_` themselves, not wildcards. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
