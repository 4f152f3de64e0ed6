// `@facility/executors:webpack` for a run of several apps (Nx batches them: preferBatch).
// A webpack build runs mostly on one thread, and a fresh process spends its first seconds
// loading and compiling webpack, SWC's loader, the federation plugin and the configuration
// before it reads the first file. Here a few build processes (lanes, BUILD_PARALLEL, two by
// default) take the apps one by one from a shared queue, the shell first, and each later
// build in a lane finds all of that done. Nx still caches every app's build on its own.
// A single app (a deploy of one remote) is built in this process: nothing to share.
const { fork } = require('node:child_process');
const path = require('node:path');
const { timedBuild } = require('./build');

/** How many apps build at once: two on two cores (a build process peaks at about 0.75 GB). */
const buildLanes = () => Number(process.env.BUILD_PARALLEL) || 2;

/** The shell first: no page shows without it. */
const shellFirst = (taskIds, taskGraph) =>
  [...taskIds].sort((a, b) => Number(taskGraph.tasks[b].target.project === 'shell') - Number(taskGraph.tasks[a].target.project === 'shell'));

/** A lane: a build process that answers each app it is sent with its result. */
function startLane(onResult) {
  const lane = fork(path.join(__dirname, 'lane.js'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  lane.on('message', (message) => onResult(lane, message));
  return lane;
}

/** What Nx takes of a task's end: its result, output and times. */
const completed = (taskId, { success, output, startTime, endTime }) => ({ task: taskId, result: { success, terminalOutput: output, startTime, endTime } });

/** Builds the apps of `taskGraph` in lanes; yields each task's result as it completes. */
module.exports = async function* webpackBatch(taskGraph, inputs, _overrides, context) {
  const queue = shellFirst(Object.keys(taskGraph.tasks), taskGraph);
  if (queue.length === 1) {
    yield completed(queue[0], await timedBuild({ root: context.root, ...inputs[queue[0]] }));
    return;
  }
  const results = [];
  let wake = () => {};
  const next = (lane) => {
    const taskId = queue.shift();
    if (taskId) lane.send({ taskId, options: { root: context.root, ...inputs[taskId] } });
    else lane.send({ type: 'done' });
  };
  const onResult = (lane, message) => {
    results.push(message);
    wake();
    next(lane);
  };
  const lanes = Array.from({ length: Math.min(buildLanes(), queue.length) }, () => startLane(onResult));
  for (const lane of lanes) {
    lane.on('exit', (code) => {
      if (code !== 0) results.push({ laneFailed: code });
      wake();
    });
    next(lane);
  }
  for (let done = 0; done < Object.keys(taskGraph.tasks).length; ) {
    if (results.length === 0) await new Promise((resolve) => (wake = resolve));
    const message = results.shift();
    if (message?.laneFailed !== undefined) throw new Error(`Een bouwproces stopte met code ${message.laneFailed}.`);
    if (!message) continue;
    done += 1;
    yield completed(message.taskId, message.result);
  }
};
module.exports.buildLanes = buildLanes;
