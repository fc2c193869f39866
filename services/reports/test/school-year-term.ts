import { dayOf, shiftDay } from '@crescendo/domain';

/**
 * One term of weight 100 that holds today and up to the 60 days before it, within the July 1 – June 30 year
 * that holds today: valid whatever day the tests run.
 */
export function termAroundToday(now = new Date()) {
  const today = dayOf(now);
  const year = Number(today.slice(0, 4));
  const first = today.slice(5) >= '07-01' ? year : year - 1;
  const yearStart = `${first}-07-01`;
  const back = shiftDay(today, -60);
  return {
    schoolYear: `${first}-${first + 1}`,
    term: {
      name: 'Étape 1',
      startsOn: back < yearStart ? yearStart : back,
      endsOn: `${first + 1}-06-30`,
      weight: 100,
    },
  };
}
