module.exports = require('../../jest.preset.js')('apps/shell');
