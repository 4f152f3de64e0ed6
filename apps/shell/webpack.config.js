const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({ name: 'shell', project: 'shell', host: true });
