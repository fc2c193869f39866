interface Schema {
  parse(value: unknown): unknown;
}
interface Contracts {
  listGroupsRoute: { reply: Schema };
  listGroups: { reply: Schema };
  replyEnvelopeSchema(reply: Schema): Schema;
}

/**
 * CPU cost of the validations one list request goes through, on the real reply: groups checks what it
 * returns against the contract (@Handles), the gateway checks the envelope it receives (ServiceClient),
 * then the HTTP reply (api-router). Microseconds per parse, median of 5 batches.
 */
export async function zodParseCost(
  reply: unknown,
): Promise<{ handler: number; envelope: number; route: number; envelopeRebuilt: number }> {
  // Loaded at run time from its dist, as the services load it (no build reference from the bench).
  const name = '@crescendo/contracts';
  const contracts = (await import(name)) as Contracts;
  const envelope = contracts.replyEnvelopeSchema(contracts.listGroups.reply);
  const time = (parse: () => unknown) => {
    for (let i = 0; i < 200; i++) parse();
    const batches: number[] = [];
    for (let b = 0; b < 5; b++) {
      const start = performance.now();
      for (let i = 0; i < 500; i++) parse();
      batches.push(((performance.now() - start) * 1000) / 500);
    }
    return batches.sort((a, b) => a - b)[2]!;
  };
  return {
    handler: time(() => contracts.listGroups.reply.parse(reply)),
    envelope: time(() => envelope.parse({ ok: true, data: reply })),
    route: time(() => contracts.listGroupsRoute.reply.parse(reply)),
    // ServiceClient.send builds the envelope schema on every call; zod 4 compiles each new object
    // schema on its first parse, so the gateway pays that compilation per request.
    envelopeRebuilt: time(() =>
      contracts.replyEnvelopeSchema(contracts.listGroups.reply).parse({ ok: true, data: reply }),
    ),
  };
}
