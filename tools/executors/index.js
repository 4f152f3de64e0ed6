// The workspace's local Nx executors (@facility/executors, a path in tsconfig.base.json so
// a target's `"executor": "@facility/executors:<name>"` finds them); listed in executors.json.
module.exports = { webpackExecutor: require('./webpack/executor.js').default };
