module.exports = require('../../jest.preset.js')('apps/tasks-mf');
