const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  name: 'tasks_mf',
  project: 'tasks-mf',
  exposes: { './routes': './src/remote-entry.ts' },
});
