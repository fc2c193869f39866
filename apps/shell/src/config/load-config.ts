import { webConfigSchema, type WebConfig } from '@crescendo/contracts';
import { configRequest } from './config-request.js';

/** Reads `/config.json`, written by the gateway from its environment, so portals move without a rebuild. */
export async function loadConfig(signal?: AbortSignal): Promise<WebConfig> {
  const body = await configRequest;
  signal?.throwIfAborted();
  return webConfigSchema.parse(body);
}
