// The spec's pattern for the toasts and confirmations of a record ('Sleutel
// toegevoegd' / 'De sleutel is succesvol toegevoegd.'), and the decisions' failure
// text ('Er is een fout opgetreden bij het opslaan van de sleutel.'), written once:
// a resource names its noun and gets these unless the spec says otherwise.
import type { FailureToast, Toast } from '@facility/ui';

export interface Noun {
  /** As a title: 'Sleutel'. */
  name: string;
  /** With its article: 'de sleutel'. */
  the: string;
  /** 'deze sleutel'. */
  this: string;
}

export interface DeleteTexts {
  /** null: the spec deletes at once, without asking. */
  confirm: { title: string; text: string; cancelLabel?: string; confirmLabel?: string } | null;
  success: Toast;
  failure: FailureToast;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The success and failure toasts of a record's add/edit form. */
export function formToasts(noun: Noun): { added: Toast; updated: Toast; failure: FailureToast } {
  return {
    added: { title: `${noun.name} toegevoegd`, description: `${capitalized(noun.the)} is succesvol toegevoegd.` },
    updated: { title: `${noun.name} bijgewerkt`, description: `${capitalized(noun.the)} is succesvol bijgewerkt.` },
    failure: { title: 'Fout', text: `Er is een fout opgetreden bij het opslaan van ${noun.the}.` },
  };
}

/** Delete after confirmation, in the style of the entrances confirmation; a refusal says why. */
export function deleteTexts(noun: Noun): DeleteTexts {
  return {
    confirm: {
      title: `${noun.name} verwijderen`,
      text: `Weet je zeker dat je ${noun.this} wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.`,
      cancelLabel: 'Annuleren',
      confirmLabel: 'Verwijderen',
    },
    success: { title: `${noun.name} verwijderd`, description: `${capitalized(noun.the)} is succesvol verwijderd.` },
    failure: { title: 'Fout', text: `Er is een fout opgetreden bij het verwijderen van ${noun.the}.` },
  };
}

const UNNAMED: Noun = { name: 'Item', the: 'het item', this: 'dit item' };

/** A resource's delete texts: its own, or the kit's for its noun. */
export function deleteTextsOf(resource: { noun?: Noun; delete?: DeleteTexts | true }): DeleteTexts | undefined {
  if (resource.delete === true) return deleteTexts(resource.noun ?? UNNAMED);
  return resource.delete;
}

/** A form's toasts: its own where given, else the kit's for the resource's noun. */
export function formToastsOf(
  noun: Noun | undefined,
  texts: { added?: Toast; updated?: Toast; failure?: FailureToast | ((editing: boolean) => FailureToast) },
  editing: boolean,
): { success: Toast; failure: FailureToast } {
  const kit = formToasts(noun ?? UNNAMED);
  const failure = typeof texts.failure === 'function' ? texts.failure(editing) : (texts.failure ?? kit.failure);
  return { success: editing ? (texts.updated ?? kit.updated) : (texts.added ?? kit.added), failure };
}
