/**
 * French strings of the roster re-sync in a Google-linked group's details (issue 11.5b, decision 0036):
 * its state, 'Resynchroniser', and the change that waits for the teacher's approval.
 */
export const rosterResyncFr = {
  title: 'Synchronisation Google Classroom',
  resync: 'Resynchroniser',
  never: 'Pas encore resynchronisé depuis l’import.',
  lastSynced: 'Dernière resynchronisation : {{date}}',
  queued: 'Resynchronisation demandée…',
  running: 'Resynchronisation en cours…',
  reconnect:
    'La connexion Google qui lit ce cours a expiré ou a été retirée. Reconnectez Google, puis resynchronisez.',
  failed: 'La dernière resynchronisation a échoué : {{reason}}',
  pendingTitle: 'Changement en attente de votre approbation',
  pendingIntro:
    'Google Classroom retirerait {{leaving}} élève(s) sur {{count}} (plus de 20 %). Rien ne change sans votre accord.',
  foundAt: 'Trouvé le {{date}}',
  joins: 'Arrivent dans le groupe',
  leaves: 'Quittent le groupe',
  newAccount: 'nouveau compte',
  approve: 'Approuver',
  reject: 'Refuser',
  started: 'Resynchronisation lancée.',
  approved: 'Changement appliqué au groupe.',
  rejected: 'Changement refusé : le groupe reste tel quel.',
} as const;
