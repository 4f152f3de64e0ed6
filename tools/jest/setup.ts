import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Dialogs, menus and forms load their code when they first open (libs/ui openedLazily,
// the kit's forms): on a busy machine the first load in a test file takes over a second.
configure({ asyncUtilTimeout: 5000 });
