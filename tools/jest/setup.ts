import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Dialogs, menus and forms load their code when they first open (libs/ui openedLazily,
// the kit's forms): on a busy machine the first load in a test file takes over a second.
configure({ asyncUtilTimeout: 5000 });

// No ripple on a click: MUI's touch ripple adds spans with a CSS animation on every press and
// removes them later, and each change makes jsdom compute every style again (which every
// role query needs). It is only looks; without it the unit run takes half the time (228 s to
// 104 s on two busy cores; TechnicalProvisionsPage.spec.tsx's tests 26 s to 9 s).
jest.mock('@mui/material/ButtonBase/TouchRipple', () => {
  const { forwardRef, useImperativeHandle } = jest.requireActual<typeof import('react')>('react');
  const nothing = () => undefined;
  const NoRipple = forwardRef(function NoRipple(_props, ref) {
    useImperativeHandle(ref, () => ({ start: nothing, stop: nothing, pulsate: nothing }), []);
    return null;
  });
  return { __esModule: true, default: NoRipple };
});
