/** A control request the fake cannot honour; `status` is the HTTP status the control API answers. */
export class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
