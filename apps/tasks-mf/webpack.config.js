const { createConfig } = require('../../tools/webpack/create-config');

// Its name, paths and pages: src/remote.json.
module.exports = createConfig({ project: 'tasks-mf' });
