import type { PersonalDataDeclaration } from '@crescendo/service-kit';

/** What Musichat holds about people (issue 31 §1): messages, their audit, reads, announcements and notes. */
export const messagingPersonalTables: PersonalDataDeclaration = {
  messages: {
    purpose: 'Messages du groupe et messages privés',
    retention: 'chat',
    columns: {
      sender_id: 'person',
      receiver_id: 'person',
      thread_student_id: 'person',
      sender_name: 'name',
      content: 'content',
    },
    orderBy: ['id'],
    purge: { after: 'created_at' },
  },
  message_audit: {
    purpose: 'Journal de modération des messages (qui a modifié ou supprimé quoi)',
    retention: 'chat',
    columns: { actor_id: 'person', sender_id: 'person', content: 'content' },
    orderBy: ['id'],
    purge: { after: 'at' },
  },
  message_reads: {
    purpose: 'Messages lus, pour le compte des non-lus',
    retention: 'chat',
    columns: { user_id: 'person' },
    orderBy: ['message_id', 'user_id'],
  },
  announcements: {
    purpose: 'Annonces publiées au groupe',
    retention: 'chat',
    columns: { author_id: 'person', author_name: 'name', title: 'content', content: 'content' },
    orderBy: ['id'],
    purge: { after: 'created_at' },
  },
  course_notes: {
    purpose: 'Notes de cours de l’enseignant',
    retention: 'chat',
    columns: { author_id: 'person', title: 'content', content: 'content' },
    orderBy: ['id'],
    purge: { after: 'updated_at' },
  },
};
