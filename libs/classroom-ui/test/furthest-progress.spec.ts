import type { ClassroomImport } from '@crescendo/contracts';
import { furthest } from '../src/furthest-progress.js';

const view = (change: Partial<ClassroomImport>): ClassroomImport => ({
  id: '6f1c1a4e-5b1e-4c8e-9d6a-2f1b3c4d5e6f',
  teacherId: '0d6e2c0a-1111-4c8e-9d6a-2f1b3c4d5e6f',
  finished: false,
  total: 3,
  processed: 0,
  created: 0,
  updated: 0,
  failed: 0,
  courses: [],
  startedAt: '2026-11-26T07:00:00.000Z',
  finishedAt: null,
  ...change,
});

describe('the progress the overlay keeps when events cross', () => {
  it('takes a view that moved further, not one that moved back', () => {
    expect(furthest(view({ processed: 1 }), view({ processed: 2 })).processed).toBe(2);
    expect(furthest(view({ processed: 2 }), view({ processed: 1 })).processed).toBe(2);
  });

  it('keeps a finished import finished, and ignores another import', () => {
    const done = view({ processed: 3, finished: true });
    expect(furthest(done, view({ processed: 2 }))).toBe(done);
    expect(
      furthest(view({ processed: 1 }), view({ id: 'a0000000-0000-4000-8000-000000000000', processed: 3 }))
        .processed,
    ).toBe(1);
  });
});
