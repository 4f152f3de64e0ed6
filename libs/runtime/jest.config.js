module.exports = require('../../jest.preset.js')('libs/runtime');
