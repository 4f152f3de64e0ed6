// The spec's pattern for the toasts and confirmations of a record ('Sleutel
// toegevoegd' / 'De sleutel is succesvol toegevoegd.'), and the decisions' failure
// text ('Er is een fout opgetreden bij het opslaan van de sleutel.'), written once.
import type { DeleteTexts, FormDefinition } from '@facility/kit';

export interface Noun {
  /** As a title: 'Sleutel'. */
  name: string;
  /** With its article: 'de sleutel'. */
  the: string;
  /** 'deze sleutel'. */
  this: string;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The success and failure toasts of a record's add/edit form. */
export function formToasts(noun: Noun): Pick<FormDefinition<never, never, never, never>['texts'], 'added' | 'updated' | 'failure'> {
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
