module.exports = require('../../jest.preset.js')('apps/housing-mf');
