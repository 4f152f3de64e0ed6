// The shell's chunks of what every page of it runs. Each shared module is a chunk of its
// own by default: a list route fetched ~60 files, and on a busy office PC (or a browser's
// six connections per host) those requests queued behind each other. What every route
// renders anyway goes in a few chunks instead, each file matched exactly, so no route
// downloads a module it did not already load.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { Compilation, sources } = require('webpack');

const nm = String.raw`[\\/]node_modules[\\/]`;
const mui = (files) => new RegExp(`${nm}@mui[\\\\/]material[\\\\/](${files.join('|')})\\.mjs$`);

/** React, its DOM and scheduler: one chunk. */
const react = new RegExp(`${nm}(react|react-dom|scheduler)[\\\\/]`);

/**
 * The other libraries every page runs: the router, SWR, styled-components, supabase-js
 * (storage-js only where files show: @facility/data/attachments brings it; auth-js only when a
 * session needs it: libs/data/src/pageAuth.ts).
 */
const pageLibraries = new RegExp(`${nm}((react-router|swr|styled-components|stylis|@emotion|tslib)[\\\\/]|@supabase[\\\\/](?!(storage|auth)-js[\\\\/]))|[\\\\/]tools[\\\\/]webpack[\\\\/]unused[\\\\/]`);

/** The MUI components of the shell's frame, the toast host and the dashboard: on every route. */
const muiFrame = mui([
  '(AppBar|Toolbar|Container|Box|Stack|Typography|Paper|Button|ButtonBase|IconButton|Link|Breadcrumbs|CircularProgress|CssBaseline|GlobalStyles|Card|CardHeader|CardContent|Snackbar|SnackbarContent|ClickAwayListener|Alert|AlertTitle|Portal|Grow|InputBase|OutlinedInput|TextareaAutosize|useLazyRipple)/[^/]+',
  'ButtonGroup/ButtonGroup(Button)?Context',
  'FormControl/(useFormControl|FormControlContext)',
  'Select/selectClasses',
  'internal/Transition',
  'internal/svg-icons/(SuccessOutlined|InfoOutlined|ErrorOutline|Close|ReportProblemOutlined|MoreHoriz)',
]);

/** The list-page kit's sortable headers (its table is plain elements: libs/kit/src/ListTable.tsx). */
const muiList = mui(['TableSortLabel/[^/]+', 'internal/svg-icons/ArrowDownward']);

/** MUI's table, for the pages that draw one (a chart's table, a record's readings and history). */
const muiTable = mui(['(Table|TableBody|TableCell|TableContainer|TableHead|TableRow)/[^/]+']);

const group = (name, test, priority) => ({ test, name, chunks: 'async', priority, enforce: true });

/** The chunks every route of the shell runs, sign-in page included. */
const everyRoute = ['react', 'page-libraries', 'mui-core', 'mui-frame'];

/** splitChunks cache groups of the shell's build (after mui-core, which every build has). */
const shellCacheGroups = {
  react: group('react', react, 30),
  pageLibraries: group('page-libraries', pageLibraries, 30),
  muiFrame: group('mui-frame', muiFrame, 30),
  muiList: group('mui-list', muiList, 30),
  muiTable: group('mui-table', muiTable, 30),
};

/**
 * index.html preloads the chunks every route runs. main.js asks for them only once it has
 * run (the federation runtime first registers every shared module); preloaded, they
 * download meanwhile.
 */
class PreloadEveryRouteChunks {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadEveryRouteChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('PreloadEveryRouteChunks', (data) => {
        const files = everyRoute.flatMap((name) => [...(compilation.namedChunks.get(name)?.files ?? [])].filter((file) => file.endsWith('.js')));
        const links = files.map((file) => ({ tagName: 'link', voidTag: true, meta: { plugin: 'PreloadEveryRouteChunks' }, attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` } }));
        data.assetTags.scripts.unshift(...links);
        return data;
      });
    });
  }
}

/**
 * V8 compiles a function when it is first called, on the main thread, unless the script's
 * first line is this comment (Chrome 136 and later): then it compiles every function of the
 * file as the file arrives, on a background thread. main.js and the chunks every route runs
 * are run almost whole before the first row, so their functions are compiled off the main
 * thread instead of one by one on it. Added after minifying (which drops comments), before
 * the content hashes are taken.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const startUpChunks = ['main', ...everyRoute];

class CompileStartUpChunksEagerly {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileStartUpChunksEagerly', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileStartUpChunksEagerly', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const name of startUpChunks) {
          for (const file of compilation.namedChunks.get(name)?.files ?? []) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      });
    });
  }
}

module.exports = { shellCacheGroups, PreloadEveryRouteChunks, CompileStartUpChunksEagerly };
