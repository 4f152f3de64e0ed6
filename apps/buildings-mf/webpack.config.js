const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  name: 'buildings_mf',
  project: 'buildings-mf',
  exposes: { './routes': './src/remote-entry.ts' },
});
