import { z } from 'zod';
import { addScoreInputSchema, type InventoryScore } from '@crescendo/contracts';
import { formContract } from '@crescendo/web-kit';

/** The dialog's inputs, as typed: a part's copies as digits, the level as the select's value. */
const scoreFormInput = z.object({
  title: z.string(),
  composer: z.string(),
  arranger: z.string(),
  publisher: z.string(),
  level: z.string(),
  ensemble: z.string(),
  parts: z.array(z.object({ name: z.string(), copies: z.string() })),
  ownership: z.string(),
  returnOn: z.string(),
  lastPerformedOn: z.string(),
});
export type ScoreFormValues = z.input<typeof scoreFormInput>;

/** Copies typed as digits ('3'); anything else is refused under the field in the form's words. */
const copiesOf = (typed: string) => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

/**
 * 'Ajouter une partition', checked by the inventory's contract itself (decision 0049): a part's copies typed as
 * digits are the contract's number; a rented score's return date shown only when rented, and sent only then.
 */
export function scoreFormSchema(words: { copiesFormat: string }) {
  return formContract(scoreFormInput, addScoreInputSchema, {
    toContract: (values) => ({
      title: values.title,
      composer: values.composer,
      arranger: values.arranger,
      publisher: values.publisher,
      level: values.level ? Number(values.level) : null,
      ensemble: values.ensemble,
      parts: values.parts.map((part) => ({ name: part.name, copies: copiesOf(part.copies) })),
      ownership: values.ownership,
      returnOn: values.ownership === 'rented' ? values.returnOn || null : null,
      lastPerformedOn: values.lastPerformedOn || null,
    }),
    say: (issue) =>
      issue.path[0] === 'parts' && issue.path[2] === 'copies' && issue.code === 'invalid_type'
        ? words.copiesFormat
        : undefined,
  });
}

export const emptyPart = { name: '', copies: '1' };

export const emptyScoreForm: ScoreFormValues = {
  title: '',
  composer: '',
  arranger: '',
  publisher: '',
  level: '',
  ensemble: '',
  parts: [emptyPart],
  ownership: 'owned',
  returnOn: '',
  lastPerformedOn: '',
};

/** A score's fields as the dialog shows them to change it. */
export function scoreFormOf(score: InventoryScore): ScoreFormValues {
  return {
    title: score.title,
    composer: score.composer ?? '',
    arranger: score.arranger ?? '',
    publisher: score.publisher ?? '',
    level: score.level === null ? '' : String(score.level),
    ensemble: score.ensemble,
    parts: score.parts.map((part) => ({ name: part.name, copies: String(part.copies) })),
    ownership: score.ownership,
    returnOn: score.returnOn ?? '',
    lastPerformedOn: score.lastPerformedOn ?? '',
  };
}
