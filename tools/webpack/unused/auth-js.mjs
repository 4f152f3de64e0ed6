// Stands in for @supabase/auth-js where supabase-js imports it (tools/webpack/create-config.js):
// supabase-js bundles an auth client with every client, but ours is made with `accessToken`
// and never constructs it. libs/data loads the real auth-js when a session needs it
// (libs/data/src/pageAuth.ts); constructing this one says plainly where to get it.
export class AuthClient {
  constructor() {
    throw new Error('supabase.auth is left out of this build; libs/data loads auth-js on demand (tools/webpack/unused/auth-js.mjs)');
  }
}
