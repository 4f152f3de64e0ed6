module.exports = require('../../jest.preset.js')('apps/nuisance-mf');
