import { z } from 'zod';
import { addUniformInputSchema, type InventoryUniform } from '@crescendo/contracts';
import { formContract } from '@crescendo/web-kit';

/** The dialog's inputs, as typed. */
const uniformFormInput = z.object({
  number: z.string(),
  size: z.string(),
  type: z.string(),
  condition: z.string(),
  notes: z.string(),
});
export type UniformFormValues = z.input<typeof uniformFormInput>;

/** 'Ajouter un uniforme', checked by the inventory's contract itself (decision 0049). */
export const uniformFormSchema = formContract(uniformFormInput, addUniformInputSchema, {
  toContract: (values) => ({
    number: values.number,
    size: values.size,
    type: values.type,
    condition: values.condition,
    notes: values.notes,
  }),
});

export const emptyUniformForm: UniformFormValues = {
  number: '',
  size: '',
  type: '',
  condition: 'good',
  notes: '',
};

/** A uniform's fields as the dialog shows them to change it. */
export function uniformFormOf(uniform: InventoryUniform): UniformFormValues {
  return {
    number: uniform.number,
    size: uniform.size,
    type: uniform.type,
    condition: uniform.condition,
    notes: uniform.notes ?? '',
  };
}
