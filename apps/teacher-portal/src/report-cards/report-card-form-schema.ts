import { z } from 'zod';
import { saveReportCardInputSchema, type CompetencyMarks, type ReportCard } from '@crescendo/contracts';
import { formContract } from '@crescendo/web-kit';

const reportCardFormInput = z.object({
  create: z.string(),
  perform: z.string(),
  appreciate: z.string(),
  comment: z.string(),
});
export type ReportCardFormValues = z.input<typeof reportCardFormInput>;

/** A mark typed as digits; blank: not evaluated this term (anything else the contract refuses). */
function markOf(typed: string): number | null {
  const trimmed = typed.trim();
  return trimmed === '' ? null : /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The report card's form, checked by the reports' contract for one student, term and group. */
export function reportCardFormSchema(ids: { termId: string; groupId: string; studentId: string }) {
  return formContract(reportCardFormInput, saveReportCardInputSchema, {
    toContract: (values) => ({
      ...ids,
      marks: {
        create: markOf(values.create),
        perform: markOf(values.perform),
        appreciate: markOf(values.appreciate),
      },
      comment: values.comment,
    }),
    fieldOf: (issue) =>
      issue.path[0] === 'marks' ? String(issue.path[1]) : issue.path.map(String).join('.'),
  });
}

const typed = (mark: number | null) => (mark === null ? '' : String(mark));

export function reportCardFormValues(card: ReportCard | null): ReportCardFormValues {
  const marks: CompetencyMarks = card?.marks ?? { create: null, perform: null, appreciate: null };
  return {
    create: typed(marks.create),
    perform: typed(marks.perform),
    appreciate: typed(marks.appreciate),
    comment: card?.comment ?? '',
  };
}
