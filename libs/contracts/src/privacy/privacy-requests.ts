import { privacyRequests, type PrivacyRequests } from './personal-data.js';

/** The services that hold personal data, each answering its privacy requests (issue 31 §1). */
export const servicesHoldingPersonalData = [
  'identity',
  'groups',
  'homework',
  'messaging',
  'finance',
  'classroom-sync',
  'inventory',
  'maestro',
  'planning',
  'reports',
] as const;
export type ServiceHoldingPersonalData = (typeof servicesHoldingPersonalData)[number];

export const privacyRequestsOf = Object.fromEntries(
  servicesHoldingPersonalData.map((service) => [service, privacyRequests(service)]),
) as Record<ServiceHoldingPersonalData, PrivacyRequests>;

/** Every privacy request of every service: system requests identity alone sends (the privacy desk). */
export const allPrivacyRequests = servicesHoldingPersonalData.flatMap((service) => [
  privacyRequestsOf[service].export,
  privacyRequestsOf[service].erase,
  privacyRequestsOf[service].purge,
  privacyRequestsOf[service].declaration,
  privacyRequestsOf[service].files,
  privacyRequestsOf[service].file,
]);
