import { timingSafeEqual } from 'node:crypto';
import { Controller, Get, Headers, Inject, NotFoundException, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { SERVICE_CONFIG } from '../bootstrap/infra.js';
import type { BaseConfig } from '../config/base-config.js';
import { serviceMetrics } from './service-metrics.js';

/**
 * `GET /metrics` for Prometheus, only with `Authorization: Bearer <METRICS_TOKEN>`: the gateway's port is
 * public and a service's is reachable from anything on the cluster network, and request counts per route
 * tell an attacker what is used. Without a configured token, metrics are off (404, as for any unknown path).
 */
@Controller('metrics')
export class MetricsController {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: BaseConfig) {}

  @Get()
  async metrics(@Headers('authorization') authorization: string | undefined, @Res() reply: FastifyReply) {
    const token = this.config.METRICS_TOKEN;
    if (!token || !bearerMatches(authorization, token)) throw new NotFoundException();
    const { registry } = serviceMetrics();
    await reply.header('content-type', registry.contentType).send(await registry.metrics());
  }
}

function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
