import { ESLint } from 'eslint';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { createProjectGraphAsync } from '@nx/devkit';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const rule = '@nx/enforce-module-boundaries';

// A service that did not exist when the rule was written: it is checked by its tags alone.
const newService = `services/boundary-probe-${process.pid}`;

let eslint: ESLint;

beforeAll(() => {
  mkdirSync(join(root, newService, 'src'), { recursive: true });
  const pkg = {
    name: `@crescendo/boundary-probe-${process.pid}`,
    private: true,
    type: 'module',
    nx: { tags: ['type:service', 'scope:server'] },
  };
  writeFileSync(join(root, newService, 'package.json'), JSON.stringify(pkg));
  // Created after the probe: loading eslint.config.js computes the project graph that the rule reads.
  eslint = new ESLint({ cwd: root });
});

afterAll(() => {
  rmSync(join(root, newService), { recursive: true, force: true });
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const importing = (source: string) => `import { a } from '${source}';\nexport { a };\n`;

describe('npm run lint enforces the module boundaries by Nx tags', () => {
  it('keeps server code out of the front ends', async () => {
    expect(await problems('apps/shell/src/x.ts', importing('@crescendo/service-kit'))).toEqual([
      `${rule}: A project tagged with "scope:web" can only depend on libs tagged with "scope:web", "scope:shared"`,
    ]);
    expect(await problems('libs/ui/src/x.ts', importing('@nestjs/common'))).toEqual([
      `${rule}: A project tagged with "scope:web" is not allowed to import "@nestjs/common"`,
    ]);
  });

  it('keeps the web libs and React out of the services', async () => {
    expect(await problems('services/groups/src/x.ts', importing('@crescendo/web-auth'))).toEqual([
      `${rule}: A project tagged with "scope:server" can only depend on libs tagged with "scope:server", "scope:shared"`,
    ]);
    expect(await problems('services/groups/src/x.ts', importing('react'))).toEqual([
      `${rule}: A project tagged with "scope:server" is not allowed to import "react"`,
    ]);
  });

  it('keeps the shared libs free of either side', async () => {
    expect(await problems('libs/contracts/src/x.ts', importing('@crescendo/ui'))).toEqual([
      `${rule}: A project tagged with "scope:shared" can only depend on libs tagged with "scope:shared"`,
    ]);
    expect(await problems('libs/domain/src/x.ts', importing('@nestjs/common'))).toEqual([
      `${rule}: A project tagged with "scope:shared" is not allowed to import "@nestjs/common"`,
    ]);
  });

  it('stops a service importing another service, and an app importing an app', async () => {
    expect(await problems('services/groups/src/x.ts', importing('@crescendo/identity'))).toEqual([
      `${rule}: A project tagged with "type:service" can only depend on libs tagged with "type:lib", "type:feature", "type:ui", "type:data-access", "type:util", "type:tool"`,
    ]);
    expect(
      await problems('apps/teacher-portal/src/x.ts', importing('@crescendo/admin-portal/src/app.js')),
    ).toEqual([`${rule}: Imports of apps are forbidden`]);
  });

  it('stops a feature library importing another feature, and lets it use the kit, the client and the utilities', async () => {
    expect(await problems('libs/finance-ui/src/x.ts', importing('@crescendo/practice-ui'))).toEqual([
      `${rule}: A project tagged with "type:feature" can only depend on libs tagged with "type:ui", "type:data-access", "type:util"`,
    ]);
    for (const lib of ['@crescendo/ui', '@crescendo/web-auth', '@crescendo/web-kit', '@crescendo/contracts'])
      expect(await problems('libs/finance-ui/src/x.ts', importing(lib))).toEqual([]);
    // A feature library that does not itself use the kit (one that does would also make a cycle).
    expect(await problems('libs/web-kit/src/x.ts', importing('@crescendo/classroom-ui'))).toEqual([
      `${rule}: A project tagged with "type:util" can only depend on libs tagged with "type:util", "type:ui", "type:data-access"`,
    ]);
    expect(await problems('libs/ui/src/x.ts', importing('@crescendo/web-auth'))).toEqual([
      `${rule}: A project tagged with "type:ui" can only depend on libs tagged with "type:ui", "type:util"`,
    ]);
  });

  it('stops a library importing a tool (the arrow back up), and lets a service’s tests use one', async () => {
    expect(await problems('libs/testing/src/x.ts', importing('@crescendo/mail-catcher'))).toEqual([
      `${rule}: A project tagged with "type:lib" can only depend on libs tagged with "type:lib", "type:feature", "type:ui", "type:data-access", "type:util"`,
    ]);
    expect(await problems('services/identity/test/x.ts', importing('@crescendo/mail-catcher'))).toEqual([]);
  });

  it('checks a new service by its tags, with no edit to the rule', async () => {
    expect(await problems(`${newService}/src/x.ts`, importing('@crescendo/web-auth'))).toEqual([
      `${rule}: A project tagged with "scope:server" can only depend on libs tagged with "scope:server", "scope:shared"`,
    ]);
    expect(await problems(`${newService}/src/x.ts`, importing('@crescendo/contracts'))).toEqual([]);
  });

  it('stops a relative path into another package, and allows one inside the package', async () => {
    expect(await problems('services/groups/src/a/b.ts', importing('../../../identity/src/x.js'))).toEqual([
      `${rule}: Projects cannot be imported by a relative or absolute path, and must begin with a npm scope`,
    ]);
    expect(await problems('services/groups/src/a/b/c.ts', importing('../../x.js'))).toEqual([]);
  });

  it('lets a service and a front end import the shared libs', async () => {
    expect(await problems('services/groups/src/x.ts', importing('@crescendo/contracts'))).toEqual([]);
    expect(await problems('apps/shell/src/x.ts', importing('@crescendo/i18n'))).toEqual([]);
  });

  it('knows every project by one type and one scope that the rule constrains', async () => {
    const config = (await eslint.calculateConfigForFile(join(root, 'services/groups/src/x.ts'))) as {
      rules: Record<string, [unknown, { depConstraints: { sourceTag: string }[] }]>;
    };
    const constrained = new Set(config.rules[rule]![1].depConstraints.map((c) => c.sourceTag));
    const graph = await createProjectGraphAsync({ exitOnError: false });
    const untagged = Object.values(graph.nodes).flatMap((node) => {
      const tags = node.data.tags ?? [];
      const types = tags.filter((tag) => tag.startsWith('type:'));
      const scopes = tags.filter((tag) => tag.startsWith('scope:'));
      const ok =
        types.length === 1 &&
        scopes.length === 1 &&
        constrained.has(types[0]!) &&
        constrained.has(scopes[0]!);
      return ok ? [] : [`${node.data.root}: ${tags.join(' ')}`];
    });
    expect(Object.keys(graph.nodes).length).toBeGreaterThan(20);
    expect(untagged).toEqual([]);
  });
});
