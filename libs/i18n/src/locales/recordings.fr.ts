/**
 * Recordings as evidence (issue 29 §2): 'Ajouter un enregistrement' on the student's practice report or
 * submission, the player with the teacher's comments at a moment ('à 0:42 : …'), 'Garder comme preuve'.
 */
export const recordingsFr = {
  title: 'Enregistrements',
  none: 'Aucun enregistrement.',
  add: 'Ajouter un enregistrement',
  limits: 'Au plus 10 minutes et 20 Mo : WebM ou Ogg (Opus), MP3 ou MP4.',
  record: 'Enregistrer',
  stop: 'Arrêter',
  recording: 'Enregistrement en cours : {{time}}',
  chooseFile: 'Ou choisir un fichier audio',
  send: 'Envoyer l’enregistrement',
  sending: 'Envoi…',
  cancel: 'Annuler',
  sent: 'Enregistrement ajouté.',
  ready: 'Prêt à envoyer : {{time}}',
  microphoneRefused:
    'Le micro n’est pas accessible : autorisez-le dans le navigateur, ou choisissez un fichier audio.',
  noRecorder: 'Ce navigateur n’enregistre pas : choisissez un fichier audio.',
  tooLong: 'Un enregistrement dure au plus 10 minutes.',
  tooLarge: 'Un enregistrement fait au plus 20 Mo.',
  notAudio:
    'Ce fichier n’est pas un enregistrement accepté : audio WebM ou Ogg (Opus), MP3 ou MP4 seulement.',
  itemLabel: 'Enregistrement du {{date}} ({{time}})',
  loading: 'Chargement de l’enregistrement…',
  loadFailed: 'L’enregistrement n’a pas pu être chargé.',
  at: 'à {{time}} : {{text}}',
  commentsLabel: 'Commentaires de l’enseignant',
  commentLabel: 'Commentaire à {{time}}',
  commentAdd: 'Commenter à {{time}}',
  keep: 'Garder comme preuve',
  kept: 'Gardé comme preuve pour le bulletin',
  unkeep: 'Ne plus garder comme preuve',
  remove: 'Retirer l’enregistrement',
} as const;
