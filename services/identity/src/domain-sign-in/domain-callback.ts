/**
 * Where every domain's provider sends the person back (Keycloak's broker layout, under the issuer): the one
 * redirect URI a board registers at its provider, shown on the admin portal's page.
 */
export const domainCallbackPath = '/broker/domain/endpoint';
