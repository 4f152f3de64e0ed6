import type { FormDefinition, FormEntry } from './resource';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form of any resource
type AnyEntry = FormEntry<any, any, any, any>;

export interface LoadedForm {
  ResourceForm: typeof import('./ResourceForm').ResourceForm;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form of any resource
  definition: FormDefinition<any, any, any, any>;
}

const loading = new WeakMap<object, Promise<LoadedForm>>();

/**
 * The form of an entry with the kit's form frame, loaded once per page visit (one
 * promise per entry, so React's `use` sees the same one on every render). A failed
 * load stays failed until forgotten (forgetForm), so a render does not retry it in a loop.
 */
export function loadForm(entry: object): Promise<LoadedForm> {
  let loaded = loading.get(entry);
  if (!loaded) {
    loaded = Promise.all([import('./ResourceForm'), (entry as AnyEntry).load()]).then(([module, definition]) => ({
      ResourceForm: module.ResourceForm,
      definition,
    }));
    loading.set(entry, loaded);
  }
  return loaded;
}

/** A failed load is forgotten: opening the form again tries again. */
export function forgetForm(entry: object) {
  loading.delete(entry);
}

/** Starts loading the form early: the pointer or focus is on a button that opens it. */
export function preloadForm(entry: object | undefined) {
  if (entry) loadForm(entry).catch(() => forgetForm(entry));
}
