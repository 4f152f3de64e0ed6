/** The history tabs are for the roles that change data. */
export const WRITERS = ['beheerder', 'medewerker'] as const;

export const ONLY_WRITERS = 'Alleen beheerders en medewerkers kunnen de wijzigingen bekijken.';
