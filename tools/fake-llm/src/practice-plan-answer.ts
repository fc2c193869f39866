import type { ChatRequest, JsonSchema } from './chat-request.js';

/**
 * The fixed demonstration answer to Maestro IA's 'Plan de pratique' (issue 30 §2, §5): the same week of short
 * sessions whatever the assignment or the difficulty, each labelled 'Démonstration' ('Demonstration' in
 * English), never a reading of the question.
 */
const french = [
  ['Jour 1', 10, 'réchauffement et lecture lente du passage', 'jouer le passage sans arrêt à tempo lent'],
  ['Jour 2', 15, 'les quatre mesures les plus difficiles', 'les jouer trois fois de suite sans erreur'],
  ['Jour 3', 10, 'le rythme, au métronome', 'garder le tempo du métronome du début à la fin'],
  ['Jour 4', 15, 'la justesse et le son', 'tenir chaque note longue avec un son égal'],
  ['Jour 5', 20, 'le passage en entier, un peu plus vite', 'monter le métronome de 8 battements'],
  ['Jour 6', 10, 'un enregistrement de soi', 'noter deux choses réussies et une à améliorer'],
  ['Jour 7', 15, 'un enchaînement complet comme en classe', 'jouer tout le devoir devant quelqu’un'],
] as const;

const english = [
  ['Day 1', 10, 'warm-up and a slow reading of the passage', 'play the passage without stopping, slowly'],
  ['Day 2', 15, 'the four hardest bars', 'play them three times in a row without a mistake'],
  ['Day 3', 10, 'rhythm, with the metronome', 'keep the metronome’s tempo from start to end'],
  ['Day 4', 15, 'tuning and tone', 'hold each long note with an even sound'],
  ['Day 5', 20, 'the whole passage, a little faster', 'raise the metronome by 8 beats'],
  ['Day 6', 10, 'a recording of yourself', 'note two things that worked and one to improve'],
  ['Day 7', 15, 'a full run-through as in class', 'play the whole assignment for someone'],
] as const;

/** Whether the request is Maestro's 'Plan de pratique' (its schema's name, or its shape). */
export function asksPracticePlan(request: ChatRequest, schema: JsonSchema | undefined): boolean {
  const format = request.response_format;
  const name = format?.type === 'json_schema' ? format.json_schema.name : undefined;
  return name === 'practice_plan' || Boolean(schema?.properties?.sessions);
}

export function practicePlanAnswer(inEnglish: boolean): unknown {
  const label = inEnglish ? 'Demonstration: ' : 'Démonstration : ';
  const end = inEnglish ? ' (fixed text)' : ' (texte fixe)';
  return {
    sessions: (inEnglish ? english : french).map(([day, minutes, focus, goal]) => ({
      day,
      minutes,
      focus: `${label}${focus}${end}`,
      goal: `${label}${goal}${end}`,
    })),
  };
}
