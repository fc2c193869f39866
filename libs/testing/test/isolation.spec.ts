import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function jestRun(): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [
        '--experimental-vm-modules',
        'node_modules/jest/bin/jest.js',
        '--testMatch',
        '**/libs/testing/test/fixtures/isolation.check.ts',
        '--maxWorkers=1',
      ],
      { cwd: root, env: { ...process.env, CRESCENDO_TEST_RUN: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ code, output }));
  });
}

describe('test isolation', () => {
  it('two test runs at once on one machine do not disturb each other', async () => {
    // Same service name, queue group and subjects in both runs: only the run's prefixes keep them apart.
    const [first, second] = await Promise.all([jestRun(), jestRun()]);
    expect({ code: first.code, tail: first.output.slice(-600) }).toMatchObject({ code: 0 });
    expect({ code: second.code, tail: second.output.slice(-600) }).toMatchObject({ code: 0 });
  }, 120_000);
});
