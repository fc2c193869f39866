import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import { currentContext } from '../context/request-context.js';
import { activeTraceId } from '../tracing/http-spans.js';
import { tracing } from '../tracing/tracing-switch.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/**
 * One JSON object per line on stdout (pino), with the service name, the current correlation id and, when
 * traces are exported, the current trace id. Nest logs through `JsonLogger`; Fastify gets the same pino
 * instance (`request.log`), so both write one format.
 */
export function createServiceLogger(service: string, level: LogLevel = 'info'): Logger {
  return pino({
    level,
    base: { service },
    messageKey: 'msg',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const correlationId = currentContext()?.correlationId;
      const fields: { correlationId?: string; traceId?: string } = correlationId ? { correlationId } : {};
      // When traces are exported, a line written inside a span names its trace.
      const traceId = tracing.on ? activeTraceId() : undefined;
      if (traceId) fields.traceId = traceId;
      return fields;
    },
  });
}

/** Nest's logger over the service's pino instance; the last string of a call's context is its scope. */
export class JsonLogger implements LoggerService {
  constructor(readonly pino: Logger) {}

  log(message: unknown, ...context: unknown[]) {
    this.write('info', message, context);
  }
  error(message: unknown, ...context: unknown[]) {
    this.write('error', message, context);
  }
  warn(message: unknown, ...context: unknown[]) {
    this.write('warn', message, context);
  }
  debug(message: unknown, ...context: unknown[]) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, ...context: unknown[]) {
    this.write('debug', message, context);
  }

  private write(level: 'debug' | 'info' | 'warn' | 'error', message: unknown, context: unknown[]) {
    const scope = context.at(-1);
    const fields = typeof scope === 'string' ? { scope } : {};
    if (message instanceof Error) this.pino[level]({ ...fields, err: message }, message.message);
    else this.pino[level](fields, typeof message === 'string' ? message : JSON.stringify(message));
  }
}
