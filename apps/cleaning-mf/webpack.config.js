const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  name: 'cleaning_mf',
  project: 'cleaning-mf',
  exposes: { './routes': './src/remote-entry.ts' },
});
