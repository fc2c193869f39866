import type { PersonalDataDeclaration } from '@crescendo/service-kit';

/**
 * What identity holds about people (issue 31 §1): the account and its profile, its schools and roles, how it
 * signs in, the invitations and mailed links, and who set the school's policies.
 */
export const identityPersonalTables: PersonalDataDeclaration = {
  users: {
    purpose: 'Compte et profil (nom, courriel, téléphone, biographie, photo, instrument, préférences)',
    retention: 'account',
    columns: {
      id: 'person',
      email: 'email',
      pending_email: 'email',
      first_name: 'name',
      last_name: 'name',
      phone: 'contact',
      bio: 'content',
      picture: 'content',
      instrument: 'content',
    },
    orderBy: ['id'],
  },
  memberships: {
    purpose: 'Écoles et rôles de la personne',
    retention: 'membership',
    columns: { user_id: 'person' },
    orderBy: ['organization_id', 'role'],
  },
  user_identities: {
    purpose: 'Fournisseurs de connexion liés au compte (Google, école)',
    retention: 'account',
    columns: { user_id: 'person', subject: 'contact' },
    orderBy: ['issuer', 'subject'],
  },
  password_credentials: {
    purpose: 'Mot de passe (empreinte seulement)',
    retention: 'account',
    columns: { user_id: 'person', hash: 'secret' },
    orderBy: ['user_id'],
  },
  two_factor: {
    purpose: 'Authentification à deux facteurs',
    retention: 'account',
    columns: { user_id: 'person', secret: 'secret', secret_sealed: 'secret', recovery_codes: 'secret' },
    orderBy: ['user_id'],
  },
  mail_tokens: {
    purpose: 'Liens envoyés par courriel (confirmation d’adresse, mot de passe oublié)',
    retention: 'sign-in-traces',
    columns: { user_id: 'person', email: 'email', token_hash: 'secret' },
    orderBy: ['token_hash'],
    purge: { after: 'created_at', organization: null },
  },
  invitations: {
    purpose: 'Invitations à rejoindre une école, et qui les a envoyées',
    retention: 'membership',
    columns: { email: 'email', invited_by: 'person', token_hash: 'secret' },
    orderBy: ['id'],
  },
  deleted_subjects: {
    purpose:
      'Identifiants de connexion des comptes supprimés, pour qu’une connexion ultérieure ne rouvre pas le compte',
    retention: 'sign-in-traces',
    columns: { subject: 'contact' },
    orderBy: ['issuer', 'subject'],
  },
  data_archives: {
    purpose:
      'Archives « Télécharger mes données » demandées : la personne, qui l’a demandée, l’archive jusqu’à son téléchargement (7 jours au plus)',
    retention: 'sign-in-traces',
    columns: {
      user_id: 'person',
      requested_by: 'person',
      archive: 'secret',
      token_hash: 'secret',
      part_key_hash: 'secret',
    },
    orderBy: ['id'],
    purge: { after: 'requested_at', organization: null },
  },
  policy_settings: {
    purpose: 'Paramètres du centre de services et de l’école, et qui les a fixés',
    retention: 'administration',
    columns: { set_by: 'person' },
    orderBy: ['organization_id', 'group_id', 'key'],
  },
  privacy_officers: {
    purpose:
      'Responsable de la protection des renseignements personnels de l’école ou du centre de services (titre, nom, courriel publiés sur la page Confidentialité), et qui l’a nommé',
    retention: 'administration',
    columns: { name: 'name', email: 'email', set_by: 'person' },
    orderBy: ['organization_id'],
  },
  privacy_requests: {
    purpose:
      'Demandes d’accès, de rectification, de portabilité ou de retrait du consentement reçues par l’école : qui la fait et comment la joindre, l’élève concerné, la réponse, et qui l’a notée',
    retention: 'administration',
    columns: {
      requester_name: 'name',
      requester_email: 'email',
      student_id: 'person',
      answer_note: 'content',
      recorded_by: 'person',
    },
    orderBy: ['id'],
  },
  privacy_incidents: {
    purpose:
      'Registre des incidents de confidentialité de l’école (conservé 5 ans après que l’école en a eu connaissance) : qui a noté et complété chaque incident',
    retention: 'administration',
    columns: { recorded_by: 'person', updated_by: 'person' },
    orderBy: ['id'],
  },
  read_audit: {
    purpose:
      'Journal des consultations : qui, dans l’école, a ouvert les notes, bulletins, enregistrements, messages, finances, rapports de pratique ou analyses de Maestro IA d’un élève, quand et à quel titre (conservé un an)',
    retention: 'administration',
    columns: { reader_id: 'person', student_id: 'person' },
    orderBy: ['id'],
  },
  read_reviews: {
    purpose:
      'Consultations inhabituelles relevées pour examen (hors des groupes de la personne, trop d’élèves en une heure), et qui les a examinées (conservé un an)',
    retention: 'administration',
    columns: { reader_id: 'person', reviewed_by: 'person' },
    orderBy: ['id'],
  },
  student_guardians: {
    purpose:
      'Tranche d’âge de l’élève (moins de 14 ans ou non) et adresse courriel d’un parent, indiquées par l’école pour demander les consentements',
    retention: 'membership',
    columns: { student_id: 'person', parent_email: 'email', set_by: 'person' },
    orderBy: ['organization_id', 'student_id'],
  },
  parental_consents: {
    purpose:
      'Consentements des parents pour un élève de moins de 14 ans : fonction, version du texte lu, réponse, nom signé, date, et l’adresse où la demande a été envoyée',
    retention: 'membership',
    columns: {
      student_id: 'person',
      mailed_to: 'email',
      signed_name: 'name',
      token_hash: 'secret',
      requested_by: 'person',
    },
    orderBy: ['organization_id', 'student_id', 'feature'],
  },
  policy_changes: {
    purpose: 'Journal des changements de paramètres',
    retention: 'administration',
    columns: { changed_by: 'person' },
    orderBy: ['id'],
  },
};
