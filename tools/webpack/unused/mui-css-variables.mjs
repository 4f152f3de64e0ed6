// Stands in for MUI's CSS-variables theme code where @mui/material/styles imports it
// (tools/webpack/create-config.js): createThemeWithVars.mjs, ThemeProviderWithVars.mjs and
// enhanceHighContrast.mjs. MUI's createTheme and ThemeProvider import that code whatever the
// options, and the styling core every route loads carried it (33,829 B minified), while
// our theme (libs/ui/src/theme/theme.ts) is made without CSS variables or colour schemes and
// so never reaches it. Asking for it says plainly that it is not in the build.
const leftOut = (name) => () => {
  throw new Error(`MUI's ${name} (CSS variables, colour schemes, high contrast) is left out of this build; see tools/webpack/unused/mui-css-variables.mjs`);
};

/** createThemeWithVars (`extendTheme`, `createTheme({ cssVariables: true })`) and enhanceHighContrast. */
export default leftOut('extendTheme / enhanceHighContrast');
export const createGetCssVar = leftOut('createGetCssVar');
export const CssVarsProvider = leftOut('CssVarsProvider (a theme with colorSchemes)');
export const Experimental_CssVarsProvider = CssVarsProvider;
export const useColorScheme = leftOut('useColorScheme');
export const getInitColorSchemeScript = leftOut('getInitColorSchemeScript');
