const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  name: 'nuisance_mf',
  project: 'nuisance-mf',
  exposes: { './routes': './src/remote-entry.ts' },
});
