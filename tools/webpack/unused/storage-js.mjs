// Stands in for @supabase/storage-js in our builds (tools/webpack/create-config.js). The
// product stores no files through Supabase Storage, but supabase-js constructs a
// StorageClient with every client. Using `supabase.storage` says plainly why it is missing.
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
        throw new Error(`supabase.storage.${property}: storage is left out of this build (tools/webpack/unused/storage-js.mjs)`);
      },
    });
  }
}
