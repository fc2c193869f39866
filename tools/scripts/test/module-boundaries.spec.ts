import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('npm run lint enforces the module boundaries', () => {
  it('stops a service importing another service', async () => {
    expect(
      await problems('services/groups/src/x.ts', "import { a } from '@crescendo/identity';\nexport { a };\n"),
    ).toEqual([expect.stringContaining('A service or portal never imports a service.')]);
  });

  it('stops a portal importing another portal or any service', async () => {
    expect(
      await problems(
        'apps/teacher-portal/src/x.ts',
        "import { a } from '@crescendo/admin-portal';\nexport { a };\n",
      ),
    ).toEqual([expect.stringContaining('Apps are deployed apart')]);
    expect(
      await problems(
        'apps/teacher-portal/src/x.ts',
        "import { a } from '@crescendo/gateway';\nexport { a };\n",
      ),
    ).toEqual([expect.stringContaining('never imports a service')]);
  });

  it('stops a relative path into another package, and allows one inside the package', async () => {
    expect(
      await problems(
        'services/groups/src/a/b.ts',
        "import { a } from '../../../identity/src/x.js';\nexport { a };\n",
      ),
    ).toEqual([expect.stringContaining('crescendo/no-cross-package-relative')]);
    expect(
      await problems('services/groups/src/a/b/c.ts', "import { a } from '../../x.js';\nexport { a };\n"),
    ).toEqual([]);
  });

  it('lets a service import the shared libs', async () => {
    expect(
      await problems(
        'services/groups/src/x.ts',
        "import { a } from '@crescendo/contracts';\nexport { a };\n",
      ),
    ).toEqual([]);
  });
});
