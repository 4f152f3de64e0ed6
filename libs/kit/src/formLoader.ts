import { loadOnce, type LoadOnce } from '@facility/ui';
import type { FormDefinition, FormEntry } from './resource';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form of any resource
type AnyEntry = FormEntry<any>;

export interface LoadedForm {
  ResourceForm: typeof import('./ResourceForm').ResourceForm;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form of any resource
  definition: FormDefinition<any, any, any>;
}

const downloads = new WeakMap<object, LoadOnce<LoadedForm>>();

/** The one download of an entry's form with the kit's form frame, per page visit. */
export function formDownload(entry: object): LoadOnce<LoadedForm> {
  let download = downloads.get(entry);
  if (!download) {
    download = loadOnce(() =>
      Promise.all([import('./ResourceForm'), (entry as AnyEntry).load()]).then(([module, definition]) => ({
        ResourceForm: module.ResourceForm,
        definition,
      })),
    );
    downloads.set(entry, download);
  }
  return download;
}

/** A failed load is forgotten: opening the form again tries again. */
export function forgetForm(entry: object) {
  formDownload(entry).forget();
}

/** Starts loading the form early: the pointer or focus is on a button that opens it. */
export function preloadForm(entry: object | undefined) {
  if (entry) formDownload(entry).start().catch(() => forgetForm(entry));
}
