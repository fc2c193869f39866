import type { LoggerService } from '@nestjs/common';
import { currentContext } from '../context/request-context.js';

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;

/** One JSON object per line on stdout, with the service name and the current correlation id. */
export class JsonLogger implements LoggerService {
  constructor(
    private readonly service: string,
    private readonly level: LogLevel = 'info',
  ) {}

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

  private write(level: Exclude<LogLevel, 'silent'>, message: unknown, context: unknown[]) {
    if (levels[level] < levels[this.level]) return;
    const entry: Record<string, unknown> = {
      time: new Date().toISOString(),
      level,
      service: this.service,
      correlationId: currentContext()?.correlationId,
      msg: message instanceof Error ? message.message : message,
    };
    if (message instanceof Error) entry.stack = message.stack;
    const scope = context.at(-1);
    if (typeof scope === 'string') entry.scope = scope;
    process.stdout.write(`${JSON.stringify(entry)}\n`);
  }
}
