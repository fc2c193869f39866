import type { Actor, RequestContract } from '@crescendo/contracts';
import type { ServiceClient } from '@crescendo/service-kit';
import type { z } from 'zod';

/** A harness's two ways to call: `send` gives the reply envelope, `ok` its data or a failure naming the error. */
export function callersOf(client: ServiceClient) {
  return {
    send: <C extends RequestContract<z.ZodType, z.ZodType>>(
      contract: C,
      payload: z.input<C['payload']>,
      actor: Actor | null,
    ) => client.send(contract, payload, actor),
    async ok<C extends RequestContract<z.ZodType, z.ZodType>>(
      contract: C,
      payload: z.input<C['payload']>,
      actor: Actor | null,
    ): Promise<z.output<C['reply']>> {
      const reply = await client.send(contract, payload, actor);
      if (!reply.ok) throw new Error(`${contract.subject}: ${JSON.stringify(reply.error)}`);
      return reply.data;
    },
  };
}
