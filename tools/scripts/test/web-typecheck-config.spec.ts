import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const json = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));

/** Every workspace package that has its own `typecheck` script, as `apps/x` or `libs/x`. */
function packagesWithTypecheck(): string[] {
  return ['apps', 'libs'].flatMap((folder) =>
    readdirSync(join(root, folder))
      .map((name) => `${folder}/${name}`)
      .filter((dir) => existsSync(join(root, dir, 'package.json')))
      .filter((dir) => json(`${dir}/package.json`).scripts?.typecheck),
  );
}

/**
 * `npm test` checks the front ends' types in one program (tsconfig.check-web.json) instead of one tsc per
 * package: that only holds while the program includes every such package and each compiles with the same
 * options. The journeys (node and jest types) are checked on their own.
 */
describe('the front ends’ single type-check program', () => {
  const web = json('tsconfig.check-web.json');
  const checkedOnTheirOwn = ['apps/e2e'];

  it('includes the sources of every package with a typecheck script', () => {
    const missing = packagesWithTypecheck()
      .filter((dir) => !checkedOnTheirOwn.includes(dir))
      .filter((dir) => !web.include.includes(`${dir}/src`));
    expect(missing).toEqual([]);
  });

  it('compiles each of them with the options their own tsconfig.json gives', () => {
    const differing = (web.include as string[])
      .map((source) => dirname(source))
      .filter((dir) => {
        const own = json(`${dir}/tsconfig.json`);
        return (
          own.extends !== '../../tsconfig.base.json' ||
          JSON.stringify(own.compilerOptions) !== JSON.stringify(web.compilerOptions) ||
          JSON.stringify(own.include) !== JSON.stringify(['src'])
        );
      });
    expect(differing).toEqual([]);
  });

  it('checks the jsdom specs of every package that has some (tsconfig.check-web-specs.json)', () => {
    const patterns = (json('tsconfig.check-web-specs.json').include as string[]).map(
      (pattern) => new RegExp(`^${pattern.replaceAll('*', '[^/]*')}$`),
    );
    const withSpecs = ['apps', 'libs'].flatMap((folder) =>
      readdirSync(join(root, folder))
        .map((name) => `${folder}/${name}/test`)
        .filter((dir) => existsSync(join(root, dir)))
        .filter((dir) =>
          readdirSync(join(root, dir), { recursive: true }).some((file) =>
            String(file).endsWith('.spec.tsx'),
          ),
        ),
    );
    expect(withSpecs.length).toBeGreaterThan(10);
    expect(withSpecs.filter((dir) => !patterns.some((pattern) => pattern.test(dir)))).toEqual([]);
  });
});
