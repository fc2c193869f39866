import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { schoolIdsSchema } from '../common/school-figures.js';
import { calendarDaySchema } from './practice.js';

/**
 * Each school's practice from `fromDay` on (the day practised, as reports say it): the minutes logged and how
 * many students logged them; a school without any answers zeros.
 */
export const sumSchoolPractice = defineRequest(
  'homework.school-figures.practice',
  z.object({ organizationIds: schoolIdsSchema, fromDay: calendarDaySchema }),
  z.object({
    figures: z.array(
      z.object({
        organizationId: z.string().uuid(),
        minutes: z.number().int(),
        students: z.number().int(),
      }),
    ),
  }),
);
