// Stands in for @supabase/storage-js where supabase-js imports it (tools/webpack/create-config.js):
// supabase-js constructs a StorageClient with every client, and most pages show no files.
// The attachments (@facility/data/attachments) make a StorageClient of their own from the real
// package. Using `supabase.storage` says plainly where to get it.
export class StorageApiError extends Error {
  constructor(message, status, statusCode) {
    super(message);
    this.name = 'StorageApiError';
    this.status = status;
    this.statusCode = statusCode;
  }
}

export class StorageClient {
  constructor() {
    return new Proxy(this, {
      get(target, property) {
        if (typeof property !== 'string' || property === 'then') return Reflect.get(target, property);
        throw new Error(`supabase.storage.${property}: storage is left out of this build; use @facility/data/attachments (tools/webpack/unused/storage-js.mjs)`);
      },
    });
  }
}
