/** What identity answers, in French, about a profile's fields (API error bodies). */
export const profileMessages = {
  instrumentOffList: 'Choisissez un instrument de la liste.',
} as const;
