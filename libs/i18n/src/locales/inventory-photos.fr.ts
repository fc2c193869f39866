/**
 * French strings of the inventory's photos (issue 27 §1, §3, §5; decision 0072): an instrument's photos in its
 * details, a loan's condition photos ('Photos de l’état') at check-out, at return and the repair quote.
 */
export const inventoryPhotosFr = {
  title: 'Photos',
  loanTitle: 'Photos de l’état',
  none: 'Aucune photo.',
  choose: 'Choisir ou prendre une photo',
  limits: 'JPEG, PNG ou WebP, au plus 8 Mo ; la photo est réduite à 1 600 px sur l’appareil avant l’envoi.',
  alt: 'Description de la photo',
  altHint: 'Ce qu’on y voit, pour les lecteurs d’écran (facultatif).',
  stage: 'Moment',
  stages: {
    'check-out': 'Au prêt',
    return: 'Au retour',
    quote: 'Soumission de réparation',
  },
  add: 'Ajouter la photo',
  sending: 'Envoi en cours...',
  added: 'Photo ajoutée',
  addFailed: 'Erreur lors de l’ajout de la photo.',
  remove: 'Retirer la photo',
  removed: 'Photo retirée',
  evidence: 'Gardées comme preuve avec le prêt.',
  close: 'Fermer',
  loanPhotos: 'Photos',
  loanPhotosTitle: 'Photos du prêt de {{assetNumber}}',
  loanPhotosOf: 'Photos du prêt de {{assetNumber}}',
  // Inside 'Prêter' and 'Retour' (decision 0078): chosen before saving, sent once the loan is recorded.
  pick: {
    labels: {
      'check-out': 'Photos de l’état au prêt',
      return: 'Photos de l’état au retour',
      quote: 'Soumission de réparation',
    },
    hint: 'Jusqu’à {{max}} photos, réduites sur l’appareil et envoyées une fois le prêt enregistré.',
    photo: 'Photo {{n}} : {{stage}}',
    sending: 'Envoi des photos en cours...',
    failed: {
      loan_one: 'Prêt enregistré, mais {{count}} photo n’a pas pu être envoyée.',
      loan_other: 'Prêt enregistré, mais {{count}} photos n’ont pas pu être envoyées.',
      return_one: 'Retour enregistré, mais {{count}} photo n’a pas pu être envoyée.',
      return_other: 'Retour enregistré, mais {{count}} photos n’ont pas pu être envoyées.',
    },
    retry: 'Réessayer l’envoi',
  },
} as const;
