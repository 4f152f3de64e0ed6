module.exports = require('../../jest.preset.js')('apps/assets-mf');
