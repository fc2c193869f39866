/** What the gateway tells the person running it (plain text, French: the platform's default language). */
export const operatorMessages = {
  webNotBuilt: 'Interface non construite : lancez `npm run build`.',
} as const;
