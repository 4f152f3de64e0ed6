const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  name: 'housing_mf',
  project: 'housing-mf',
  exposes: { './routes': './src/remote-entry.ts' },
});
