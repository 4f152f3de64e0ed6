module.exports = require('../../jest.preset.js')('apps/buildings-mf');
