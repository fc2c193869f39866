import { toast } from '@crescendo/ui';

/**
 * A change with its toasts (spec §8): the success text once it resolves, the failure text once it rejects
 * (written from the error when it names the server's reason), and the rejection passed on, for a form to
 * show the server's words.
 */
export function withToasts<T>(
  run: Promise<T>,
  success: string,
  failure: string | ((error: unknown) => string),
): Promise<T> {
  return run.then(
    (result) => {
      toast.success(success);
      return result;
    },
    (error: unknown) => {
      toast.error(typeof failure === 'string' ? failure : failure(error));
      throw error;
    },
  );
}
