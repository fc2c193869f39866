/**
 * The text the page sees while an answer is written (decision 0068), from the partial object parsed so far:
 * only what the teacher will read (no references, no minutes), in the answer's order, so each partial
 * object's preview extends the one before. Still with stand-ins: `RestoringStream` puts the names back.
 */
type Partial = Record<string, unknown> | undefined;

const list = (value: unknown): Partial[] => (Array.isArray(value) ? (value as Partial[]) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** 'Bilan de l’élève': its sentences, one after the other. */
export function bilanPreview(partial: unknown): string {
  return list((partial as Partial)?.sentences)
    .map((sentence) => text(sentence?.text))
    .join(' ');
}

/** 'Idées de cours': each warm-up then each activity, 'title — description', a line each; the concert's line. */
export function lessonIdeasPreview(partial: unknown): string {
  const answer = partial as Partial;
  const ideas = [...list(answer?.warmUps), ...list(answer?.activities)].map((idea) => {
    const description = text(idea?.description);
    return `${text(idea?.title)}${description ? ` — ${description}` : ''}`;
  });
  const concert = text(answer?.concertFocus);
  return [...ideas, ...(concert ? [concert] : [])].join('\n');
}

/**
 * 'Plan de pratique': each session 'day — focus — goal', a line each (no minutes). A field's separator is
 * written only once the field has begun, so the text only grows as the model writes (the day is whole by then).
 */
export function practicePlanPreview(partial: unknown): string {
  return list((partial as Partial)?.sessions)
    .map((session) =>
      [session?.day, session?.focus, session?.goal]
        .filter((field, index) => index === 0 || typeof field === 'string')
        .map(text)
        .join(' — '),
    )
    .join('\n');
}
