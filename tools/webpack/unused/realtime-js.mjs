// Stands in for @supabase/realtime-js in our builds (tools/webpack/create-config.js).
// The product talks to the database through PostgREST, auth and functions only and never
// opens a realtime channel, but supabase-js constructs a RealtimeClient with every client
// and keeps it informed of the session. This keeps that contract without the websocket
// client (about a sixth of supabase-js); asking for a channel says plainly why there is none.
const notInThisBuild = (what) => () => {
  throw new Error(`${what}: realtime is left out of this build (tools/webpack/unused/realtime-js.mjs)`);
};

export class RealtimeClient {
  /** supabase-js hands every session change on (without awaiting); nothing listens here. */
  setAuth() {
    return Promise.resolve();
  }
}

for (const method of ['channel', 'getChannels', 'removeChannel', 'removeAllChannels', 'connect', 'disconnect']) {
  RealtimeClient.prototype[method] = notInThisBuild(`supabase.realtime.${method}()`);
}
