import { z } from 'zod';
import { calendarDaySchema } from '../homework/practice.js';
import { instrumentConditionSchema } from './instrument.js';
import { uniformTypeSchema } from './uniform.js';

/** 'Prêter' a uniform to a student of the school, due by default at the end of the school year. */
export const lendUniformInputSchema = z.object({
  uniformId: z.string().uuid(),
  studentId: z.string({ error: 'validation.studentRequired' }).uuid('validation.studentRequired'),
  dueOn: calendarDaySchema.optional(),
});

/** 'Retour' of a uniform, with the condition it came back in (the uniform takes it). */
export const returnUniformLoanInputSchema = z.object({
  loanId: z.string().uuid(),
  condition: instrumentConditionSchema,
});

/** Who has which uniform: the loan with the uniform's number, size and type. */
export const uniformLoanSchema = z.object({
  id: z.string().uuid(),
  organizationId: z.string().uuid(),
  uniformId: z.string().uuid(),
  number: z.string(),
  size: z.string(),
  type: uniformTypeSchema,
  /** Null once the student's account is erased (the loan is closed and kept, anonymised). */
  studentId: z.string().uuid().nullable(),
  lentBy: z.string().uuid().nullable(),
  lentAt: z.string(),
  dueOn: z.string(),
  /** 'En retard': still out after its due day. */
  overdue: z.boolean(),
  returnedAt: z.string().nullable(),
  returnCondition: instrumentConditionSchema.nullable(),
});
export type UniformLoan = z.infer<typeof uniformLoanSchema>;
