import { z } from 'zod';

type Issue = z.core.$ZodIssue;

export interface FormContractOptions<Values, ContractInput> {
  /**
   * The values as typed, read as the contract reads them ('12' minutes as 12, a blank phone as none); a
   * value the contract must refuse (a blank number as none) is passed as it is, for the contract to say so.
   */
  toContract: (values: Values) => { [Key in keyof ContractInput]?: unknown };
  /**
   * The form's input that shows a refusal of the contract, for a field the form types otherwise (a due date
   * and time typed in one input); the contract's own path by default.
   */
  fieldOf?: (issue: Issue) => string;
  /** The form's own words for a refusal (the spec's, word for word); the server's words otherwise. */
  say?: (issue: Issue, values: Values) => string | undefined;
}

/**
 * A form's input (strings as typed) checked by a contract's schema: the values shaped as the contract
 * reads them, the contract decides, and what it sends is the contract's output. Its refusals show under the
 * form's inputs, in the form's words when it has some (kept as they are by `contractResolver`), else said as
 * the server would say them. A rule of the form the contract does not hold is a `refine` on the result.
 */
export function formContract<Shape extends z.ZodRawShape, Contract extends z.ZodType>(
  input: z.ZodObject<Shape>,
  contract: Contract,
  { toContract, fieldOf, say }: FormContractOptions<z.output<z.ZodObject<Shape>>, z.input<Contract>>,
) {
  return input.transform((values, context): z.output<Contract> => {
    const parsed = contract.safeParse(toContract(values));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = fieldOf?.(issue) ?? issue.path.map(String).join('.');
      // A refusal of the whole body (nothing to change) is the form's, above its buttons.
      const path = field === '' ? ['root', 'server'] : field.split('.');
      const words = say?.(issue, values);
      context.addIssue(
        words === undefined
          ? ({ ...issue, path } as Parameters<typeof context.addIssue>[0] & object)
          : { code: 'custom', message: words, path },
      );
    }
    return z.NEVER;
  });
}
