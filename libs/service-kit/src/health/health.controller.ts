import { Controller, Get, Inject, Logger, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Readiness } from './readiness.js';

@Controller('health')
export class HealthController {
  private readonly logger = new Logger('Health');

  constructor(@Inject(Readiness) private readonly readiness: Readiness) {}

  /** The process is up and its event loop turns. */
  @Get('live')
  live() {
    return { status: 'ok' };
  }

  /**
   * Which dependency answers, without why one does not: error texts name hosts, ports and users, so they
   * go to the logs only (this path is public behind the gateway).
   */
  @Get('ready')
  async ready(@Res() reply: FastifyReply) {
    const report = await this.readiness.report();
    const checks: Record<string, { ok: boolean }> = {};
    for (const [name, result] of Object.entries(report.checks)) {
      checks[name] = { ok: result.ok };
      if (!result.ok) this.logger.warn(`not ready: ${name}: ${result.error}`);
    }
    await reply
      .status(report.ready ? 200 : 503)
      .send({ status: report.ready ? 'ok' : 'unavailable', ready: report.ready, checks });
  }
}
