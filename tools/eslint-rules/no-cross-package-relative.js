import { dirname, relative, resolve, sep } from 'node:path';

const packageRoot = /^(.*?[/\\](?:apps|libs|services|tools)[/\\][^/\\]+)(?:[/\\]|$)/;

/**
 * A relative import must stay inside its own package (apps/x, libs/x, services/x, tools/x): another
 * package is reached by its @crescendo/ name, so the boundaries below can see and check it.
 */
export const noCrossPackageRelative = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid relative imports that leave their package' },
    messages: {
      leaves: 'Import another package by its @crescendo/ name, never by a relative path ("{{source}}").',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const root = packageRoot.exec(file)?.[1];
    function check(node) {
      const source = node.source?.value;
      if (!root || typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      const inside = relative(root, target);
      // Leaving the package is fine only towards the workspace's own root files (shared configuration).
      const intoAnotherPackage = packageRoot.test(`${target}${sep}`);
      if ((inside.startsWith('..') || inside.startsWith(sep)) && intoAnotherPackage)
        context.report({ node: node.source, messageId: 'leaves', data: { source } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'no-cross-package-relative': noCrossPackageRelative } };
