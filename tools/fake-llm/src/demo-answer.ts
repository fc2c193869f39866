import { promptText, type ChatRequest, type JsonSchema } from './chat-request.js';
import { asksLessonIdeas, lessonIdeasAnswer } from './lesson-ideas-answer.js';
import { asksPracticePlan, practicePlanAnswer } from './practice-plan-answer.js';

/** Every answer of the fake says what it is: a fixed demonstration text, not a model's reading of the data. */
export const DEMO_LABEL = 'Démonstration';

export const DEMO_TEXT =
  'Démonstration : ceci est une réponse fixe du modèle de démonstration de Crescendo, pas une analyse réelle.';

/** The record references the prompt offers ("R1", "R2", …), in order of first appearance. */
export function recordReferences(prompt: string): string[] {
  return [...new Set(prompt.match(/\bR\d+\b/g) ?? [])];
}

/** The first placeholder person the prompt names ('Élève A'), to write about them. */
function subjectOf(prompt: string): string {
  return prompt.match(/Élève [A-Z]{1,2}\b/)?.[0] ?? 'l’élève';
}

const SENTENCES = [
  (who: string) => `${DEMO_LABEL} : ${who} a consigné sa pratique pendant la période (texte fixe).`,
  (who: string) => `${DEMO_LABEL} : ${who} a remis les devoirs demandés (texte fixe).`,
  (who: string) => `${DEMO_LABEL} : ${who} peut viser des objectifs plus précis (texte fixe).`,
];

/**
 * The same demonstration sentences in English, for a question asking for English (a report card's comment
 * 'en anglais', issue 30 §2): still fixed texts, labelled 'Demonstration'.
 */
const ENGLISH_SENTENCES = [
  (who: string) => `Demonstration: ${who} recorded their practice during the term (fixed text).`,
  (who: string) => `Demonstration: ${who} handed in the assigned work (fixed text).`,
  (who: string) => `Demonstration: ${who} can aim for more precise goals (fixed text).`,
];

/** Whether the question asks for an answer in English. */
function asksEnglish(request: ChatRequest): boolean {
  return /\ben anglais\b|\bin English\b/.test(promptText(request));
}

/** The plain-text answer. */
export function demoText(request: ChatRequest): string {
  const who = subjectOf(promptText(request));
  return `${DEMO_TEXT} ${SENTENCES.map((sentence) => sentence(who)).join(' ')}`;
}

/**
 * A JSON value that fits the schema, built from it: strings are demonstration sentences about the prompt's
 * first person, an array of `sources` cites the prompt's record references one by one, other arrays have as
 * many items as there are references (at least one, at most three) plus, for arrays of objects with
 * `sources`, a last item citing none (so a client's rule "no record, no sentence" can be seen at work).
 */
export function demoJson(request: ChatRequest): unknown {
  const prompt = promptText(request);
  const format = request.response_format;
  const schema = format?.type === 'json_schema' ? format.json_schema.schema : undefined;
  const context = {
    who: subjectOf(prompt),
    refs: recordReferences(prompt),
    index: 0,
    sentences: asksEnglish(request) ? ENGLISH_SENTENCES : SENTENCES,
  };
  if (!schema) return { demonstration: true, text: demoText(request) };
  // 'Idées de cours' has its own labelled demonstration (warm-ups and activities that read as such).
  if (asksLessonIdeas(request, schema)) return lessonIdeasAnswer(request, asksEnglish(request));
  // 'Plan de pratique' too: a week of short sessions labelled as a demonstration.
  if (asksPracticePlan(request, schema)) return practicePlanAnswer(asksEnglish(request));
  return valueOf(schema, context, 'root');
}

interface Context {
  who: string;
  refs: string[];
  index: number;
  sentences: typeof SENTENCES;
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

function valueOf(schema: JsonSchema, context: Context, key: string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return valueOf(schema.anyOf[0] as JsonSchema, context, key);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          valueOf(property, context, name),
        ]),
      );
    case 'array':
      return arrayOf(schema, context, key);
    case 'string':
      return context.sentences[context.index % context.sentences.length]?.(context.who) ?? DEMO_TEXT;
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

function arrayOf(schema: JsonSchema, context: Context, key: string): unknown[] {
  const items = schema.items ?? { type: 'string' };
  if (key === 'sources')
    return context.refs.length ? [context.refs[context.index % context.refs.length]] : [];
  const count = Math.max(schema.minItems ?? 1, Math.min(3, context.refs.length || 1));
  const values: unknown[] = [];
  for (let i = 0; i < count; i++) {
    context.index = i;
    values.push(valueOf(items, context, `${key}[]`));
  }
  if (items.properties?.sources) {
    context.index = count;
    values.push({ ...(valueOf(items, context, `${key}[]`) as object), sources: [] });
  }
  context.index = 0;
  return values;
}
