// The module a remote exposes as './routes', made from its declaration (src/remote.json):
// view name -> its page, each page its own chunk. lazyView lets the shell download a
// view's code ahead (at start, on hover of a link).
const path = require('node:path');
const { checkDeclaration, pagesOf, viewOf } = require('./remote-declaration');

const root = path.resolve(__dirname, '../..');

module.exports = function viewsLoader(source) {
  const declaration = JSON.parse(source);
  checkDeclaration(declaration, path.relative(root, this.resourcePath));
  const views = pagesOf(declaration).map((page) => `  ${JSON.stringify(viewOf(page))}: lazyView(() => import(${JSON.stringify(page)})),`);
  return `import { lazyView } from '@facility/ui/basics';\n\nexport default {\n${views.join('\n')}\n};\n`;
};
