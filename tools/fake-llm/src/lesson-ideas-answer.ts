import { promptText, type ChatRequest, type JsonSchema } from './chat-request.js';

/**
 * The fixed demonstration answer to Maestro IA's 'Idées de cours' (issue 30 §2, §5): the same warm-ups and
 * activities whatever the group, each labelled 'Démonstration' ('Demonstration' in English), never a reading of
 * the question; the concert is mentioned only when the question names one.
 */
const french = {
  warmUps: [
    {
      title: 'Démonstration : respiration en quatre temps',
      minutes: 5,
      description: 'Démonstration : inspirer sur quatre temps, expirer sur huit, trois fois (texte fixe).',
    },
    {
      title: 'Démonstration : gamme à l’unisson',
      minutes: 5,
      description: 'Démonstration : la gamme du morceau, lente puis en croches, à l’unisson (texte fixe).',
    },
  ],
  activities: [
    {
      title: 'Démonstration : passage difficile en boucle',
      minutes: 15,
      description:
        'Démonstration : isoler quatre mesures du répertoire, lentement, puis au tempo (texte fixe).',
    },
    {
      title: 'Démonstration : écoute et appréciation',
      minutes: 10,
      description:
        'Démonstration : écouter un enregistrement et nommer deux choix d’interprétation (texte fixe).',
    },
  ],
  concertFocus:
    'Démonstration : un enchaînement complet comme au concert, avec les entrées et les saluts (texte fixe).',
  noConcert: '',
};

const english = {
  warmUps: [
    {
      title: 'Demonstration: four-count breathing',
      minutes: 5,
      description: 'Demonstration: breathe in for four counts, out for eight, three times (fixed text).',
    },
    {
      title: 'Demonstration: unison scale',
      minutes: 5,
      description: 'Demonstration: the piece’s scale, slowly then in eighth notes, in unison (fixed text).',
    },
  ],
  activities: [
    {
      title: 'Demonstration: looping a hard passage',
      minutes: 15,
      description: 'Demonstration: isolate four bars of the repertoire, slowly, then at tempo (fixed text).',
    },
    {
      title: 'Demonstration: listening and appreciation',
      minutes: 10,
      description: 'Demonstration: listen to a recording and name two performance choices (fixed text).',
    },
  ],
  concertFocus:
    'Demonstration: a full run-through as on concert night, entrances and bows included (fixed text).',
  noConcert: '',
};

/** Whether the request is Maestro's 'Idées de cours' (its schema's name, or its shape). */
export function asksLessonIdeas(request: ChatRequest, schema: JsonSchema | undefined): boolean {
  const format = request.response_format;
  const name = format?.type === 'json_schema' ? format.json_schema.name : undefined;
  return name === 'lesson_ideas' || Boolean(schema?.properties?.warmUps && schema.properties.activities);
}

export function lessonIdeasAnswer(request: ChatRequest, inEnglish: boolean): unknown {
  const texts = inEnglish ? english : french;
  const prompt = promptText(request);
  const concert = !/aucun concert prévu/.test(prompt) && /Prochain concert/.test(prompt);
  return {
    warmUps: texts.warmUps,
    activities: texts.activities,
    concertFocus: concert ? texts.concertFocus : texts.noConcert,
  };
}
