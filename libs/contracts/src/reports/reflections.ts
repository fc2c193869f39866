import { z } from 'zod';
import { reflectionPartMax, refuseReflection } from '@crescendo/domain';
import { freeText } from '../common/free-text.js';
import { defineRequest } from '../common/request.js';

/**
 * A short reflection after practice (issue 29 §4): goal → strategy → how it went, each at most 500
 * characters, kept by the reports beside homework's practice report (keyed by the report's id and its
 * student: services/reports/README.md says why). The group's teachers read it in their practice view.
 */
const part = z
  .string()
  .pipe(freeText({ multiline: true }).max(reflectionPartMax, 'reflections.partMax'))
  .default('');

const reflectionPartsSchema = z.object({ goal: part, strategy: part, outcome: part });
const saysSomething = (input: z.output<typeof reflectionPartsSchema>, context: z.RefinementCtx) => {
  const refusal = refuseReflection(input);
  if (refusal) context.addIssue({ code: 'custom', path: ['goal'], message: refusal });
};

/** What the student fills in after practice: the HTTP body. */
export const reflectionFieldsSchema = reflectionPartsSchema.superRefine(saysSomething);

export const reflectionSchema = z.object({
  reportId: z.string().uuid(),
  studentId: z.string().uuid(),
  goal: z.string(),
  strategy: z.string(),
  outcome: z.string(),
  writtenAt: z.string(),
});
export type Reflection = z.infer<typeof reflectionSchema>;

/** A teacher reads the reflections of the reports of a page of their practice view (at most 100 reports). */
export const reflectionReportsMax = 100;

export const reflectionSubjects = {
  save: 'reports.reflection.save',
  listGroup: 'reports.reflection.list-group',
  status: 'reports.motivation.status',
} as const;

/** The student writes (or rewrites) the reflection of one of their practice reports. */
export const saveReflection = defineRequest(
  reflectionSubjects.save,
  reflectionPartsSchema.extend({ reportId: z.string().uuid() }).superRefine(saysSomething),
  reflectionSchema,
);

/**
 * The reflections of some practice reports of a group's students (its teachers): each report named with its
 * student as homework listed it, so a reflection is only ever read beside its own student's report.
 */
export const listGroupReflections = defineRequest(
  reflectionSubjects.listGroup,
  z.object({
    groupId: z.string().uuid(),
    reports: z
      .array(z.object({ reportId: z.string().uuid(), studentId: z.string().uuid() }))
      .max(reflectionReportsMax),
  }),
  z.object({ reflections: z.array(reflectionSchema).max(reflectionReportsMax) }),
);

/** Whether motivation (goals, sprints, badges, reflections) is on for me: in one of my groups at least. */
export const motivationStatus = defineRequest(
  reflectionSubjects.status,
  z.object({}),
  z.object({ enabled: z.boolean() }),
);
