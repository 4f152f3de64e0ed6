// `@facility/executors:webpack` for one task, in Nx's task process (when batching is off:
// `--batch=false`); a run of several apps goes to batch.js.
const { buildApp } = require('./build');

module.exports = async function webpackExecutor(options, context) {
  const { success, output } = await buildApp({ root: context.root, ...options });
  (success ? process.stdout : process.stderr).write(output);
  return { success };
};
