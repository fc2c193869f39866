import { z } from 'zod';
import { freeText } from '../common/free-text.js';
import type { PageSize } from '../common/page.js';
import { instrumentConditionSchema } from './instrument.js';

export const uniformNumberMax = 40;
export const uniformSizeMax = 20;
export const uniformNotesMax = 1000;

/**
 * The pieces of a uniform (issue 27 §1): Veston, Pantalon, Jupe, Robe, Chemise, Nœud papillon, Autre. A closed
 * list: the list is filtered by it and it is translated; what it does not name is 'Autre' with its notes.
 */
export const uniformTypes = ['jacket', 'trousers', 'skirt', 'dress', 'shirt', 'bow-tie', 'other'] as const;
export type UniformType = (typeof uniformTypes)[number];
export const uniformTypeSchema = z.enum(uniformTypes, { error: 'validation.uniformType' });

/**
 * The sizes the admin's form suggests. A size is free text, not one of these: jackets are sized 38R or 40L,
 * trousers by the waist (32/30), children's pieces by age (10 ans): a closed list would force 'Autre'.
 */
export const uniformSuggestedSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

/**
 * The uniform's number (on its label): letters, digits and dashes as an instrument's asset number, unique within
 * the school whatever the case.
 */
export const uniformNumberSchema = z
  .string({ error: 'validation.uniformNumberRequired' })
  .trim()
  .min(1, 'validation.uniformNumberRequired')
  .max(uniformNumberMax, 'validation.uniformNumberMax')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'validation.uniformNumberFormat');

/** A size as printed on the label ('M', 'XL', '38R', '10 ans'): one line, required. */
export const uniformSizeSchema = z
  .string({ error: 'validation.uniformSizeRequired' })
  .pipe(
    freeText({ multiline: false })
      .min(1, 'validation.uniformSizeRequired')
      .max(uniformSizeMax, 'validation.inventoryTextMax'),
  );

export const uniformFieldsShape = {
  number: uniformNumberSchema,
  size: uniformSizeSchema,
  type: uniformTypeSchema,
  /** The same conditions as instruments: 'Neuf', 'Bon', 'Usé', 'À réparer', 'Hors service'. */
  condition: instrumentConditionSchema.default('good'),
  notes: z
    .string()
    .pipe(freeText({ multiline: true }).max(uniformNotesMax, 'validation.inventoryTextMax'))
    .nullish()
    .transform((value) => (value ? value : null)),
};

/** 'Ajouter un uniforme': the admin's form, as the gateway validates it and the service receives it. */
export const addUniformInputSchema = z.object(uniformFieldsShape);
export type AddUniformInput = z.output<typeof addUniformInputSchema>;
/** What the form holds before it is sent (the web-kit form validates with the same contract). */
export type AddUniformForm = z.input<typeof addUniformInputSchema>;

export const inventoryUniformSchema = z.object({
  id: z.string().uuid(),
  organizationId: z.string().uuid(),
  number: z.string(),
  size: z.string(),
  type: uniformTypeSchema,
  condition: instrumentConditionSchema,
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type InventoryUniform = z.infer<typeof inventoryUniformSchema>;

/** A uniform is under 2 KB of JSON (notes of 1 000 characters at most): 200 of them stay near 0.4 MB. */
export const uniformPage: PageSize = { default: 50, max: 200 };
