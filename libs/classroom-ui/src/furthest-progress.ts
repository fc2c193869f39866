import type { ClassroomImport } from '@crescendo/contracts';

/**
 * Two workers' events, and a poll, may arrive out of order: the view that has moved furthest wins, and a
 * finished import stays finished. Another import's view changes nothing.
 */
export function furthest(current: ClassroomImport, next: ClassroomImport): ClassroomImport {
  if (current.id !== next.id || current.finished) return current;
  return next.finished || next.processed >= current.processed ? next : current;
}
