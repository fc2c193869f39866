import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorHeader } from '@crescendo/contracts';
import {
  AppException,
  CORRELATION_HEADER,
  appError,
  toAppError,
  type ActorSigner,
} from '@crescendo/service-kit';
import type { Authenticate } from './api-router.js';
import { sendError } from './api-router.js';

export interface FileProxyOptions {
  /** The service's name, said in 'common.down'. */
  service: string;
  /** The service's HTTP address on the cluster network; unset: 503. */
  baseUrl: string | undefined;
  authenticate: Authenticate;
  /** Signs the actor for the service, as the NATS requests carry it (decision 0014). */
  signer: ActorSigner;
  /** How long one transfer may take, either way. */
  transferTimeoutMs: number;
  /** The largest body accepted: a refused one up to twice this is read into nothing, past it the connection closes. */
  maxBytes: number;
  /** The caller's headers passed on (besides the signed actor and the correlation id). */
  forwardHeaders: readonly string[];
}

/** Passes one request on to `path` of the service once `check` accepted the caller's roles. */
export type ForwardFile = (
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  check: (roles: string[]) => void,
) => Promise<unknown>;

/**
 * Files (recordings' audio, inventory photos) through the gateway without going over NATS (1 MB messages):
 * after the sign-in and the role are checked here, the body streams to the service over HTTP as it arrives,
 * and the file streams back as the service answers (Range included where passed on). Nothing is held in
 * memory, and Node's parser never hands on more than the announced size. The caller's token and cookies stay
 * here: the service gets the signed actor. `routes` declares the paths with the `forward` it is given.
 */
export async function registerFileProxy(
  app: FastifyInstance,
  options: FileProxyOptions,
  routes: (scope: FastifyInstance, forward: ForwardFile) => void,
) {
  const down = () => ({ params: { service: options.service } });
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    if (options.baseUrl)
      await scope.register(replyFrom, {
        base: options.baseUrl,
        undici: {
          connections: 16,
          headersTimeout: options.transferTimeoutMs,
          bodyTimeout: options.transferTimeoutMs,
        },
      });

    const forward: ForwardFile = async (request, reply, path, check) => {
      try {
        const signedIn = await options.authenticate(request);
        check(signedIn.actor.roles);
        if (!options.baseUrl) throw new AppException('UNAVAILABLE', 'common.down', down());
        const signed = await options.signer.sign(signedIn.actor);
        return reply.from(path, {
          rewriteRequestHeaders: (original) => {
            const headers: Record<string, string> = {
              [actorHeader]: signed,
              [CORRELATION_HEADER]: String(request.id),
            };
            for (const name of options.forwardHeaders)
              if (typeof original.headers[name] === 'string')
                headers[name] = original.headers[name] as string;
            return headers;
          },
          onError: (failed) =>
            void sendError(failed as unknown as FastifyReply, appError('UNAVAILABLE', 'common.down', down())),
        });
      } catch (error) {
        const { error: answer, unexpected } = toAppError(error);
        if (unexpected) request.log.error(error);
        // A refused upload's bytes are read into nothing (never held), so that the refusal reaches the caller;
        // past twice the limit the connection is closed instead.
        if (Number(request.headers['content-length'] ?? 0) > 2 * options.maxBytes)
          reply.header('connection', 'close');
        else request.raw.resume();
        return sendError(reply, answer);
      }
    };
    routes(scope, forward);
  });
}

/** An upload's announced size: required, and at most the limit (said in megabytes). */
export function requireAnnouncedSize(
  request: FastifyRequest,
  limit: { maxBytes: number; megabytes: number },
  keys: { required: Parameters<typeof appError>[1]; tooLarge: Parameters<typeof appError>[1] },
) {
  const announced = request.headers['content-length'];
  if (announced === undefined) throw new AppException('VALIDATION_FAILED', keys.required);
  if (Number(announced) > limit.maxBytes)
    throw new AppException('PAYLOAD_TOO_LARGE', keys.tooLarge, { params: { megabytes: limit.megabytes } });
}
