/**
 * What the page hears of one request while it is answered (decision 0068): its place in the provider's queue,
 * the answer's partial objects as the model writes them, a second try starting, the end. Never throws: a lost
 * piece of preview costs nothing but the preview (the draft is the request's reply).
 */
export interface AnswerProgress {
  waiting(position: number): void;
  /** Absent: the answer is not streamed (the page hears it whole, e.g. one report-card comment at a time). */
  partial?(output: unknown): void;
  retrying(): void;
  done(): void;
}
