import { startMailCatcher } from './mail-catcher.js';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const catcher = await startMailCatcher({
  smtpPort: port('SMTP_PORT', 1025),
  httpPort: port('PORT', 1080),
  host: process.env.HOST ?? '127.0.0.1',
});
process.stdout.write(`mail catcher: SMTP ${catcher.smtpUrl}, inbox ${catcher.inboxUrl}\n`);
const stop = () => void catcher.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
