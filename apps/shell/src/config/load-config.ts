import { webConfigSchema, type WebConfig } from '@crescendo/contracts';

/** Reads `/config.json`, written by the gateway from its environment, so portals move without a rebuild. */
export async function loadConfig(signal?: AbortSignal): Promise<WebConfig> {
  const response = await fetch('/config.json', { cache: 'no-store', signal });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return webConfigSchema.parse(await response.json());
}
