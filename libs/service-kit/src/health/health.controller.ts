import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Readiness } from './readiness.js';

@Controller('health')
export class HealthController {
  constructor(@Inject(Readiness) private readonly readiness: Readiness) {}

  /** The process is up and its event loop turns. */
  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res() reply: FastifyReply) {
    const report = await this.readiness.report();
    await reply
      .status(report.ready ? 200 : 503)
      .send({ status: report.ready ? 'ok' : 'unavailable', ...report });
  }
}
