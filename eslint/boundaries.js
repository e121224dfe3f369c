// Import boundaries of ARCHITECTURE.md, checked on the resolved path of every
// relative import:
// - src/shared imports only src/shared (and packages); no node: or DOM-only code
// - src/web never imports src/server; src/server never imports src/web
// - a feature never reaches into another feature's files (server and web)
// - file names are kebab-case; no barrel index.ts files
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function area(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const m = rel.match(/^src\/(shared|server|web)\//);
  const feature = rel.match(/^src\/(server|web)\/features\/([^/]+)\//);
  return { rel, layer: m ? m[1] : rel.split('/')[0], feature: feature ? `${feature[1]}/${feature[2]}` : undefined };
}

const kebab = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/;

export const boundaries = {
  meta: { type: 'problem', schema: [], messages: { boundary: '{{message}}' } },
  create(context) {
    const file = context.filename;
    const from = area(file);
    function check(node, source) {
      if (typeof source !== 'string') return;
      if (from.layer === 'shared' && source.startsWith('node:')) {
        context.report({ node, messageId: 'boundary', data: { message: 'src/shared must not use Node APIs (it runs in the browser too)' } });
        return;
      }
      if (!source.startsWith('.')) return;
      const to = area(path.resolve(path.dirname(file), source));
      let message;
      if (from.layer === 'shared' && to.layer !== 'shared') message = `src/shared may import only src/shared, not ${to.rel}`;
      else if (from.layer === 'web' && to.layer === 'server') message = 'src/web must not import src/server (use the API)';
      else if (from.layer === 'server' && to.layer === 'web') message = 'src/server must not import src/web';
      else if (from.layer === 'e2e' && to.layer === 'server') message = 'e2e tests drive the running app; import src/shared, not src/server';
      // The public API (/api/v1) is a second HTTP face of the features' own services
      // (History's list, the Download's export, the generators), as app.ts wires them: it reaches into them by design.
      else if (from.feature && to.feature && from.feature !== to.feature && from.feature !== 'server/public-api')
        message = `feature ${from.feature} must not reach into ${to.feature}; move shared code to shared/, components/ui/ or lib/`;
      if (message) context.report({ node, messageId: 'boundary', data: { message } });
    }
    return {
      Program(node) {
        const base = path.basename(file);
        if (!kebab.test(base)) context.report({ node, messageId: 'boundary', data: { message: `file names are kebab-case: ${base}` } });
        if (/^index\.tsx?$/.test(base)) context.report({ node, messageId: 'boundary', data: { message: 'no barrel index files; import modules directly' } });
      },
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
