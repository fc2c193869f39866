import { z } from 'zod';
import { defineRequest } from '../common/request.js';
import { defineHttpRoute, type HttpRoute } from '../http/http-route.js';

/**
 * 'Fiche pour l'évaluation des facteurs relatifs à la vie privée' (issue 31 §6): a Markdown document for the
 * board's privacy impact assessment, written by identity from what every service declares it holds
 * (`<service>.privacy.declaration`), where the platform stores it, its subprocessors and Maestro IA's model
 * endpoint (`maestro.model.describe`). For a school's or a board's administrator, in their language.
 */
export const getPrivacyFactSheet = defineRequest(
  'identity.privacy.factSheet.get',
  z.object({ language: z.enum(['fr', 'en']).default('fr') }),
  z.object({ filename: z.string(), markdown: z.string(), generatedAt: z.string() }),
);
export type PrivacyFactSheet = z.output<typeof getPrivacyFactSheet.reply>;

export const getPrivacyFactSheetRoute = defineHttpRoute({
  id: 'getPrivacyFactSheet',
  method: 'GET',
  path: '/privacy/fact-sheet',
  summary:
    "Fiche pour l'évaluation des facteurs relatifs à la vie privée: a Markdown document, generated now",
  tag: 'privacy',
  forwards: getPrivacyFactSheet,
  roles: ['admin', 'board-admin'],
  query: getPrivacyFactSheet.payload,
});

export const privacyFactSheetRoutes: readonly HttpRoute[] = [getPrivacyFactSheetRoute];
