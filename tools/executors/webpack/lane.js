// A build process of batch.js: builds the apps it is sent one after another, so the
// later builds find webpack, the loaders and the plugins loaded and compiled already.
const { timedBuild } = require('./build');

// The run that sent the apps has ended (stopped or failed): nobody waits for the rest.
process.on('disconnect', () => process.exit(1));
process.on('message', async (message) => {
  if (message.type === 'done') process.exit(0);
  process.send({ taskId: message.taskId, result: await timedBuild(message.options) });
});
