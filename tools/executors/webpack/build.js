// One build of an app with webpack's Node API: what `webpack --config <file> --mode <mode>`
// makes, with the same errors and warnings, in a process that may build several apps.
const path = require('node:path');
const webpack = require('webpack');

/** The configuration of the app (its webpack.config.js exports an object or a function of env and argv). */
function appConfig(configFile, mode) {
  const made = require(configFile);
  const config = typeof made === 'function' ? made({}, { mode }) : made;
  return { ...config, mode };
}

/** Runs the compiler, then closes it (which writes webpack's persistent cache, where there is one). */
function compile(config) {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close((closeError) => (error || closeError ? reject(error ?? closeError) : resolve(stats)));
    });
  });
}

/**
 * Builds one app. Resolves, never rejects: `success` false when webpack reports an error or
 * the configuration throws; `output` is what the webpack CLI would print (the config's `stats`).
 * @param {{ root: string, config: string, mode?: string }} options  config: a path from root
 */
async function buildApp({ root, config, mode = 'production' }) {
  try {
    const stats = await compile(appConfig(path.resolve(root, config), mode));
    const text = stats.toString({ ...stats.compilation.options.stats, colors: false });
    return { success: !stats.hasErrors(), output: text ? `${text}\n` : '' };
  } catch (error) {
    return { success: false, output: `${error.stack ?? error}\n` };
  }
}

/** buildApp, with when it started and ended (ms), as Nx records a task's time. */
async function timedBuild(options) {
  const startTime = Date.now();
  const result = await buildApp(options);
  return { ...result, startTime, endTime: Date.now() };
}

module.exports = { buildApp, timedBuild };
