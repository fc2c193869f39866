/**
 * Path patterns for behaviour rules: `*` matches within one segment, `**` matches anything.
 * So `/v1/courses/*` matches one course and `/v1/**` the whole Classroom API.
 */
export interface PathMatcher {
  path: string;
  method?: string;
  matches(method: string, path: string): boolean;
}

export function compilePathPattern(path: string, method?: string): PathMatcher {
  const source = path
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  const regex = new RegExp(`^${source}$`);
  const wanted = method?.toUpperCase();
  return {
    path,
    method: wanted,
    matches: (m, p) => (wanted === undefined || wanted === m) && regex.test(p),
  };
}
