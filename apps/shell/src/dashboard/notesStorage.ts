/** The dashboard notes live only in this browser. */
export const NOTES_KEY = 'dashboard-notes';

export function readNotes(): string {
  try {
    return localStorage.getItem(NOTES_KEY) ?? '';
  } catch {
    return '';
  }
}

export function writeNotes(notes: string) {
  localStorage.setItem(NOTES_KEY, notes);
}
