import { useCallback, useState } from 'react';

const storageKey = 'crescendo.teacher.groupId';

function read(): string | null {
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/**
 * The group chosen in the sidebar. The layout stays mounted while the teacher moves between pages;
 * the tab's session storage keeps the choice across a reload too.
 */
export function useSelectedGroup(): [string | null, (groupId: string | null) => void] {
  const [groupId, setState] = useState<string | null>(read);
  const setGroupId = useCallback((next: string | null) => {
    setState(next);
    try {
      if (next) sessionStorage.setItem(storageKey, next);
      else sessionStorage.removeItem(storageKey);
    } catch {
      // Storage refused (private mode): the choice still lasts while the page is open.
    }
  }, []);
  return [groupId, setGroupId];
}
