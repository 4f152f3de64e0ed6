module.exports = require('../../jest.preset.js')('apps/cleaning-mf');
