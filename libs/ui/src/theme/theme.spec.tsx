import { render, screen } from '@testing-library/react';
import FormHelperText from '@mui/material/FormHelperText';
import { getContrastRatio } from '@mui/material/styles';
import { AppProviders } from './AppProviders';
import { theme } from './theme';

// WCAG 2.1 AA: 4.5:1 for text of normal size.
const AA = 4.5;
const { palette } = theme;
const grounds = { white: palette.common.white, 'the page grey': palette.background.default };

describe('the theme reads well (WCAG 2.1 AA)', () => {
  it('gives every status colour 4.5:1 as text on white and on the page grey (an outlined badge or button), and to its own text (a filled one)', () => {
    const pairs = (['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const).flatMap((name) => [
      ...Object.entries(grounds).map(([ground, colour]) => [`${name} on ${ground}`, palette[name].main, colour]),
      [`text on ${name}`, palette[name].contrastText, palette[name].main],
    ]);
    const tooFaint = pairs.map(([pair, a, b]) => `${pair}: ${getContrastRatio(a, b).toFixed(2)}:1`).filter((line) => Number(line.split(': ')[1].slice(0, -2)) < AA);
    expect(tooFaint).toEqual([]);
  });

  it("keeps the helper text of a field that cannot be used yet readable, not the disabled grey", () => {
    render(
      <AppProviders>
        <FormHelperText disabled>Selecteer eerst een gebouw</FormHelperText>
      </AppProviders>,
    );
    expect(screen.getByText('Selecteer eerst een gebouw')).toHaveStyle({ color: palette.text.secondary });
    expect(getContrastRatio(palette.text.secondary, palette.common.white)).toBeGreaterThanOrEqual(AA);
  });
});

describe("the theme needs none of MUI's CSS-variables code, which the builds leave out", () => {
  it('has no colour schemes and no CSS variables, so ThemeProvider takes its plain path', () => {
    // MUI's ThemeProvider hands a theme with `colorSchemes` to CssVarsProvider, which the
    // builds replace by a stand-in that throws (tools/webpack/unused/mui-css-variables.mjs).
    expect('colorSchemes' in theme).toBe(false);
    expect(theme).not.toHaveProperty('vars');
    expect(theme).not.toHaveProperty('cssVarPrefix');
  });
});
