import { waitTimeFr } from '../wait-time.js';

/**
 * What services answer in error bodies, in French (the product's default language). The front ends
 * show the server's message as it comes when they have no better one of their own.
 */
export const serverMessages = {
  validation: 'Les données envoyées sont invalides.',
  internal: 'Une erreur interne est survenue. Réessayez dans quelques instants.',
  timeout: (service: string) =>
    `Le service « ${service} » ne répond pas à temps. Réessayez dans quelques instants.`,
  down: (service: string) =>
    `Le service « ${service} » est indisponible pour le moment. Réessayez dans quelques instants.`,
  unavailable: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
  forbidden: 'Vous n’avez pas accès à cette ressource.',
  reauthRequired:
    'Pour confirmer cette action, reconnectez-vous : votre dernière connexion date de plus de quelques minutes.',
  notFound: 'Ressource introuvable.',
  unauthenticated: 'Vous devez être connecté.',
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  issuerUnreachable:
    'La connexion ne peut pas être vérifiée pour le moment : le fournisseur d’identité ne répond pas. Réessayez dans quelques instants.',
  /** A budget ran out (requests, sign-in attempts, codes): when the next try is allowed. */
  rateLimited: (seconds: number) => `Trop de tentatives. Réessayez dans ${waitTimeFr(seconds)}.`,
  payloadTooLarge: 'Les données envoyées sont trop volumineuses.',
  routeNotFound: 'Cette adresse de l’API n’existe pas.',
  webNotBuilt: 'Interface non construite : lancez `npm run build`.',
} as const;
