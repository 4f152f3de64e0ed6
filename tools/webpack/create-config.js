// Builds the webpack configuration of the shell (host) or of one remote.
// Every app's webpack.config.js is a one-line call to createConfig.
const fs = require('node:fs');
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ConsumeSharedPlugin } = require('@module-federation/enhanced');
const { sharedConfig, muiConsumes, workspaceLibs, runtimeLibs, bundledLibs, aliases, root, libVersions } = require('./shared');
const { ReleaseFilesPlugin } = require('./release-files');
const { declarationFile, readDeclaration } = require('./remote-declaration');
const { shellCacheGroups, PreloadEveryRouteChunks, CompileStartUpChunksEagerly } = require('./shell-chunks');
const { DropReplacedShareRuntime } = require('./share-runtime');
const { persistentCache, ConsumeSharedFromCache } = require('./cache');
const { CheckoutIndependentModuleIds } = require('./module-ids');

const muiCore =
  /[\\/]node_modules[\\/](@mui[\\/](system|utils|private-theming|styled-engine-sc)|@mui[\\/]material[\\/](styles|utils|zero-styled|DefaultPropsProvider|colors|transitions|className|generateUtilityClass|generateUtilityClasses|SvgIcon)|clsx|react-is|react-transition-group|@babel[\\/]runtime)[\\/]/;

// Parts of supabase-js that supabase-js constructs with every client, which a page does not
// use: supabase-js's own imports of them get a stand-in that says so when used
// (tools/webpack/unused/). Storage is used where attachments show: @facility/data/attachments
// imports the real storage-js itself, so only those dialogs download it. Auth likewise: the
// client is made with `accessToken`, and libs/data loads auth-js when a session needs it.
const unusedSupabaseParts = {
  test: /[\\/]node_modules[\\/]@supabase[\\/]supabase-js[\\/]/,
  resolve: {
    alias: Object.fromEntries(['realtime-js', 'storage-js', 'auth-js'].map((part) => [`@supabase/${part}$`, path.join(__dirname, 'unused', `${part}.mjs`)])),
  },
};

// MUI's CSS-variables theme code, which our theme never reaches: a stand-in that says so when
// used (tools/webpack/unused/mui-css-variables.mjs).
const muiCssVariables = () =>
  new NormalModuleReplacementPlugin(
    /[\\/]@mui[\\/]material[\\/]styles[\\/](createThemeWithVars|ThemeProviderWithVars|enhanceHighContrast)\.mjs$/,
    path.join(__dirname, 'unused', 'mui-css-variables.mjs'),
  );

// React Router's package exports name only its development build, dev warnings included
// (remix-run/react-router#14102); a production build takes the production build beside it.
const reactRouterDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
const reactRouterProduction = Object.fromEntries(
  [['react-router$', 'index.mjs'], ['react-router/dom$', 'dom-export.mjs']].map(([name, file]) => [name, path.join(reactRouterDist, file)]),
);

/**
 * The remote's MUI consumes (tools/webpack/shared.js muiConsumes): consume-only, so a
 * ConsumeSharedPlugin beside the federation plugin's own. Each ConsumeSharedPlugin adds
 * the sharing runtime to the chunk, and a second copy of it put the whole consume map
 * into remoteEntry.js twice; this one leaves that to the federation plugin's.
 */
class MuiConsumesPlugin extends ConsumeSharedPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('MuiConsumesPlugin', (compilation) => {
      const addRuntimeModule = compilation.addRuntimeModule.bind(compilation);
      compilation.addRuntimeModule = (chunk, module, ...rest) => {
        const present = [...compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)].some((other) => other.name === module.name);
        if (present && ['consumes', 'sharing'].includes(module.name)) return;
        addRuntimeModule(chunk, module, ...rest);
      };
    });
    super.apply(compiler);
  }
}

/** A remote exposes './routes': the views of its declaration, made by views-loader.js. */
function viewsRule() {
  return { test: /[\\/]src[\\/]remote\.json$/, resourceQuery: /^\?views$/, type: 'javascript/auto', use: path.join(__dirname, 'views-loader.js') };
}

/** The chart files run nothing on import: a build that uses only SimpleBars leaves MuiBars, and MUI X Charts, out. */
function chartsRule() {
  return { test: /[\\/]libs[\\/]ui[\\/]src[\\/]charts([\\/]|\.ts$)/, sideEffects: false };
}

function swcRule() {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * Minifying was most of a production build (terser: 17 of a remote's 27 s). SWC minifies
 * the same chunks in a fraction of that, and gzips smaller or equal, except a remote's
 * remoteEntry.js (the webpack runtime and the chunk map), where terser's output is
 * 0.4 KB smaller gzipped; every remote route loads that file, and it is small enough that
 * terser costs nothing to speak of there. Both with webpack's own default, two passes.
 * SWC runs in the build's own process (`parallel: false`): it minifies on native threads
 * anyway, and a worker process cost the shell's build 6 % more CPU to send it every chunk
 * and its source map.
 */
const remoteEntryFile = /(^|[\\/])remoteEntry\.js$/;
// Licence comments go to `<file>.LICENSE.txt` beside each file, published with it, as by
// default; the files do not also start with a comment pointing there (30-60 B gzipped in each of
// the shell's start-up chunks, on every route).
const licenses = { condition: 'some', banner: false };
function minimizers() {
  const passes = { compress: { passes: 2 } };
  return [
    new MinimizerPlugin({ exclude: remoteEntryFile, parallel: false, extractComments: licenses, minify: { implementation: MinimizerPlugin.swcMinify, options: passes } }),
    new MinimizerPlugin({ include: remoteEntryFile, extractComments: licenses, minify: { implementation: MinimizerPlugin.terserMinify, options: passes } }),
  ];
}

/**
 * @param {object} options
 * @param {string} options.project  Nx project folder under apps/ (tasks-mf)
 * @param {string} [options.name]  the shell's container name; a remote's is in its declaration (src/remote.json)
 * @param {boolean} [options.host]
 */
function createConfig({ name: hostName, project, host = false }) {
  const appRoot = path.join(root, 'apps', project);
  return (env = {}, argv = {}) => {
    // Read at every build: the declaration is the remote's one source of its name, paths and pages.
    const name = host ? hostName : readDeclaration(appRoot).name;
    const viewsModule = `${declarationFile(appRoot)}?views`;
    const exposes = host ? undefined : { './routes': viewsModule };
    const production = argv.mode !== 'development';
    const config = {
      mode: production ? 'production' : 'development',
      context: appRoot,
      entry: host ? { main: './src/main.ts' } : {},
      // Maps stay beside the build for error reporting; the published files do not point at them.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(root, 'dist/apps', project),
        // The deploy step decides where files live; 'auto' lets the runtime find them.
        publicPath: 'auto',
        // The shell's files live at the CDN's root: a content hash (8 hex digits) in each name.
        // A remote's live in a folder named by the hash of the whole build (tools/deploy), so
        // their names need none: every name is listed in its remoteEntry.js, where 150 hashes
        // cost about 0.7 KB gzipped.
        filename: production && host ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production && host ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // `$`: exact matches, so '@facility/ui' does not swallow '@facility/ui/form'.
        alias: {
          ...Object.fromEntries(Object.entries({ ...workspaceLibs, ...runtimeLibs, ...bundledLibs }).map(([name, file]) => [`${name}$`, file])),
          ...aliases,
          ...(production ? reactRouterProduction : {}),
        },
      },
      module: { rules: [swcRule(), chartsRule(), unusedSupabaseParts, ...(host ? [] : [viewsRule()])] },
      performance: { hints: false },
      // Short numeric chunk ids in production: every chunk's id and hash is listed in the
      // runtime (remoteEntry.js), and named ids tripled its size. Named in development.
      optimization: {
        minimizer: minimizers(),
        chunkIds: production ? 'deterministic' : 'named',
        // webpack's deterministic ids, the same in every checkout (module-ids.js).
        moduleIds: false,
        splitChunks: {
          chunks: 'async',
          maxAsyncRequests: 100,
          // MUI's styling core (theme, styled, system, utils) is what every component
          // builds on, and SvgIcon what every icon and many components draw with: one
          // chunk, instead of a copy in each component's chunk.
          cacheGroups: {
            muiCore: { test: muiCore, name: 'mui-core', chunks: 'async', priority: 20, enforce: true },
            // The entries of @facility/data (basics, records, the whole lib) share most of
            // their files: each file once, not a copy in every entry's chunk.
            dataLib: { test: /[\\/]libs[\\/]data[\\/]src[\\/]/, chunks: 'async', minChunks: 2, minSize: 0, priority: 10 },
            ...(host ? shellCacheGroups : {}),
          },
        },
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: host ? undefined : 'remoteEntry.js',
          exposes,
          shared: sharedConfig({ host }),
          shareStrategy: 'loaded-first',
          runtimePlugins: host ? ['src/remotes/retryPlugin.ts', 'src/remotes/provideRuntimePlugin.ts', 'src/remotes/shareOncePlugin.ts'].map((file) => path.join(appRoot, file)) : [],
          dts: false,
          // One federation runtime per page: the shell's. Remotes leave it (its core and its
          // bundler runtime) out of their remoteEntry.js and use the shell's (a remote needs a
          // shell of this @module-federation version); the shell provides it with its
          // provideRuntimePlugin (not provideExternalRuntime, which doubled the runtime in
          // main.js, see that file).
          // Remotes are registered by their remoteEntry.js, never by an mf-manifest snapshot,
          // and run in browsers only: the runtime leaves out the code for both. A remote
          // never loads another remote: its remoteEntry.js leaves out remote loading too.
          experiments: {
            ...(host ? {} : { externalRuntime: true }),
            optimization: { disableSnapshot: true, target: 'web', ...(host ? {} : { disableRemote: true }) },
          },
          manifest: host ? false : { fileName: 'mf-manifest.json' },
        }),
        ...(host
          ? []
          : [
              new MuiConsumesPlugin({ consumes: muiConsumes(), shareScope: 'default' }),
              // The bundler runtime from the shell, as the runtime core (see remote-bundler-runtime.mjs).
              new NormalModuleReplacementPlugin(/@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, path.join(__dirname, 'remote-bundler-runtime.mjs')),
            ]),
        muiCssVariables(),
        new ConsumeSharedFromCache(),
        new DropReplacedShareRuntime(),
        new CheckoutIndependentModuleIds({ workspace: root }),
        ...(host
          ? [
              // The page as text, not a template module: html-webpack-plugin compiles a template
              // in a child compilation, and the federation plugin put every shared module into
              // it (126 CommonJS chunks, minified and mapped, 18 of the shell's 30 s).
              new HtmlWebpackPlugin({ templateContent: fs.readFileSync(path.join(appRoot, 'src/index.html'), 'utf8'), publicPath: '/' }),
              new PreloadEveryRouteChunks(),
              new CompileStartUpChunksEagerly(),
            ]
          : [new ReleaseFilesPlugin({ appRoot, viewsModuleResource: viewsModule, libs: libVersions })]),
      ],
      stats: 'errors-warnings',
    };
    return { ...config, cache: persistentCache(config, { project, mode: config.mode }) };
  };
}

module.exports = { createConfig };
