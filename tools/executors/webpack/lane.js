// A build process of batch.js: builds the apps it is sent one after another, so the
// later builds find webpack, the loaders and the plugins loaded and compiled already.
const { buildApp } = require('./build');

// The run that sent the apps has ended (stopped or failed): nobody waits for the rest.
process.on('disconnect', () => process.exit(1));
process.on('message', async (message) => {
  if (message.type === 'done') process.exit(0);
  const startTime = Date.now();
  const result = await buildApp(message.options);
  process.send({ taskId: message.taskId, result: { ...result, startTime, endTime: Date.now() } });
});
