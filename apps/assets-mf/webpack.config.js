const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  name: 'assets_mf',
  project: 'assets-mf',
  exposes: { './routes': './src/remote-entry.ts' },
});
