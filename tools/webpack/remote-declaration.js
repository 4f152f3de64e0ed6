// A remote is declared once, in apps/<remote>/src/remote.json: its container name, the paths
// it owns, its pages (path, breadcrumb name, page module, links in the header, on the
// dashboard and in the settings hub), its settings tabs and what it makes searchable (`search`:
// per area of public.global_search, the page or tab that opens a result, its icon and group name). Everything else is made from it:
// the module the remote exposes (the views, one chunk each: views-loader.js), the release's
// remote.json with each view's files (release-files.js), the deploy's checks (tools/deploy),
// and what the shell shows (it reads the declarations of the live remotes from the manifest).
//
// The same checks hold for the declaration (pages named by `page`, a module of the remote)
// and for a built release (pages named by `view`), so a bad one fails the build and a bad
// release is refused by the deploy, each with the same Dutch message.
const fs = require('node:fs');
const path = require('node:path');

// header: the dashboard's quick actions; toolbar: the icon buttons on every other page.
const PLACES = ['header', 'toolbar', 'dashboard', 'settings'];

/** The file of a remote's declaration. */
const declarationFile = (appRoot) => path.join(appRoot, 'src/remote.json');

/** './keys/KeysPage' -> 'keys/KeysPage': the name the shell asks the remote's views for. */
const viewOf = (page) => page.replace(/^\.\//, '');

/** '/tasks' owns only /tasks; '/tasks-*' every path that starts with /tasks-. */
const matches = (pattern, routePath) => (pattern.endsWith('*') ? routePath.startsWith(pattern.slice(0, -1)) : routePath === pattern);

/** Whether two ownership patterns can claim the same path. */
function overlaps(a, b) {
  const prefix = (p) => p.slice(0, -1);
  if (a.endsWith('*') && b.endsWith('*')) return prefix(a).startsWith(prefix(b)) || prefix(b).startsWith(prefix(a));
  if (a.endsWith('*')) return matches(a, b);
  if (b.endsWith('*')) return matches(b, a);
  return a === b;
}

const isText = (value) => typeof value === 'string' && value.trim() !== '';

/** The links of a page or tab: { header?, dashboard?, settings? } -> label, with their icons and order. */
function checkLinks(item, where) {
  if (item.links === undefined) return;
  if (!item.links || typeof item.links !== 'object' || Array.isArray(item.links)) throw new Error(`${where}: "links" moet een object zijn (plaats -> naam).`);
  for (const [place, label] of Object.entries(item.links)) {
    if (!PLACES.includes(place)) throw new Error(`${where}: een link kan alleen in ${PLACES.join(', ')} staan, niet in "${place}".`);
    if (!isText(label)) throw new Error(`${where}: de link in ${place} heeft geen naam.`);
  }
  for (const place of Object.keys(item.icons ?? {})) {
    if (!(place in item.links)) throw new Error(`${where}: een icoon voor ${place}, maar daar staat geen link.`);
  }
  if (!Number.isFinite(item.order)) throw new Error(`${where}: een pagina met links heeft een "order" (een getal: de plaats in de lijsten van links).`);
}

/**
 * Throws a Dutch message when `declaration` is not a valid one. `as`: 'declaration' (the
 * source: pages by `page`) or 'release' (a build: pages by `view`). `where` names it in the message.
 */
function checkDeclaration(declaration, where, as = 'declaration') {
  if (!declaration || typeof declaration !== 'object' || Array.isArray(declaration)) throw new Error(`${where}: remote.json moet een object zijn.`);
  const { name, owns, routes, settingsTabs = [], search = [] } = declaration;
  if (typeof name !== 'string' || !/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`${where}: "name" moet de containernaam zijn (zoals tasks_mf).`);
  if (!Array.isArray(owns) || owns.length === 0) throw new Error(`${where}: "owns" moet de paden noemen die deze remote bedient.`);
  for (const pattern of owns) {
    if (typeof pattern !== 'string' || !pattern.startsWith('/') || pattern === '/*' || pattern.slice(0, -1).includes('*')) {
      throw new Error(`${where}: ${JSON.stringify(pattern)} in "owns" moet een pad zijn dat met / begint (met hooguit een * aan het eind).`);
    }
  }
  if (!Array.isArray(routes)) throw new Error(`${where}: "routes" moet een lijst van pagina's zijn.`);
  if (!Array.isArray(settingsTabs)) throw new Error(`${where}: "settingsTabs" moet een lijst van tabbladen zijn.`);
  const module = (item, label) => {
    const value = as === 'release' ? item.view : item.page;
    if (as === 'release' ? !isText(value) : !(typeof value === 'string' && value.startsWith('./'))) {
      throw new Error(`${where}: ${label} heeft geen ${as === 'release' ? 'view' : 'page (een module van de remote, zoals ./keys/KeysPage)'}.`);
    }
  };
  const owned = (routePath, label) => {
    if (!owns.some((pattern) => matches(pattern, routePath))) throw new Error(`${where}: ${label} valt buiten "owns"; voeg het pad toe aan "owns" van ${name}.`);
  };
  const paths = new Set();
  for (const route of routes) {
    const routePath = route?.path;
    if (typeof routePath !== 'string' || !routePath.startsWith('/')) throw new Error(`${where}: het pad ${JSON.stringify(routePath)} moet met / beginnen.`);
    if (paths.has(routePath)) throw new Error(`${where}: het pad ${routePath} staat twee keer in de routes.`);
    paths.add(routePath);
    if (!isText(route.label)) throw new Error(`${where}: ${routePath} heeft geen label (de naam in het kruimelpad).`);
    module(route, routePath);
    owned(routePath, routePath);
    checkLinks(route, `${where}: ${routePath}`);
  }
  const tabs = new Set();
  for (const tab of settingsTabs) {
    if (typeof tab?.tab !== 'string' || !/^[a-z][a-z0-9-]*$/.test(tab.tab) || tab.tab === 'general') {
      throw new Error(`${where}: een tabblad heeft een naam (kleine letters, cijfers en -, niet "general") nodig in "tab".`);
    }
    if (tabs.has(tab.tab)) throw new Error(`${where}: het tabblad ${tab.tab} staat twee keer in "settingsTabs".`);
    tabs.add(tab.tab);
    if (!isText(tab.label)) throw new Error(`${where}: het tabblad ${tab.tab} heeft geen label.`);
    module(tab, `het tabblad ${tab.tab}`);
    if (tab.path !== undefined) {
      if (typeof tab.path !== 'string' || !tab.path.startsWith('/') || paths.has(tab.path)) throw new Error(`${where}: het pad van tabblad ${tab.tab} moet met / beginnen en mag geen pagina zijn.`);
      owned(tab.path, `het pad ${tab.path} van tabblad ${tab.tab}`);
    }
    checkLinks(tab, `${where}: tabblad ${tab.tab}`);
  }
  checkSearch(search, { where, paths, tabs });
}

/**
 * What the remote makes searchable: [{ area, label, icon, path | tab }]. `area` is the area of
 * public.global_search (private.search_areas); a result opens on the page `path` or the
 * settings tab `tab` of this remote, with ?open=<id>.
 */
function checkSearch(search, { where, paths, tabs }) {
  if (!Array.isArray(search)) throw new Error(`${where}: "search" moet een lijst van zoekgebieden zijn.`);
  const areas = new Set();
  for (const item of search) {
    const area = item?.area;
    if (typeof area !== 'string' || !/^[a-z][a-z0-9-]*$/.test(area)) {
      throw new Error(`${where}: een zoekgebied heeft een naam (kleine letters, cijfers en -) nodig in "area", zoals in global_search.`);
    }
    if (areas.has(area)) throw new Error(`${where}: het zoekgebied ${area} staat twee keer in "search".`);
    areas.add(area);
    if (!isText(item.label)) throw new Error(`${where}: het zoekgebied ${area} heeft geen label (de naam boven zijn resultaten).`);
    if (!isText(item.icon)) throw new Error(`${where}: het zoekgebied ${area} heeft geen icon (een icoon van de shell, zoals Key).`);
    if ((item.path === undefined) === (item.tab === undefined)) {
      throw new Error(`${where}: het zoekgebied ${area} opent een resultaat op een pagina ("path") of een tabblad ("tab"), precies een van beide.`);
    }
    if (item.path !== undefined && !paths.has(item.path)) {
      throw new Error(`${where}: het zoekgebied ${area} opent op ${JSON.stringify(item.path)}, maar dat is geen pagina van deze remote.`);
    }
    if (item.tab !== undefined && !tabs.has(item.tab)) {
      throw new Error(`${where}: het zoekgebied ${area} opent op tabblad ${JSON.stringify(item.tab)}, maar dat is geen tabblad van deze remote.`);
    }
  }
}

/** The declaration of the remote in appRoot, checked. */
function readDeclaration(appRoot) {
  const file = declarationFile(appRoot);
  const where = path.relative(path.resolve(__dirname, '../..'), file);
  let declaration;
  try {
    declaration = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${where}: ${error.code === 'ENOENT' ? 'ontbreekt' : `geen geldige JSON (${error.message})`}.`);
  }
  checkDeclaration(declaration, where);
  return declaration;
}

/** Every page module the remote shows (its pages and its settings tabs), once each. */
const pagesOf = (declaration) => [...new Set([...declaration.routes, ...(declaration.settingsTabs ?? [])].map((item) => item.page))];

/** The built form: each page and tab names its view instead of its module (and gets `files` from the build). */
function releaseOf(declaration, filesOf = () => undefined) {
  const built = ({ page, ...item }) => {
    const files = filesOf(page);
    return { ...item, view: viewOf(page), ...(files ? { files } : {}) };
  };
  return {
    name: declaration.name,
    owns: declaration.owns,
    routes: declaration.routes.map(built),
    settingsTabs: (declaration.settingsTabs ?? []).map(built),
    search: declaration.search ?? [],
  };
}

module.exports = { PLACES, declarationFile, viewOf, matches, overlaps, checkDeclaration, readDeclaration, pagesOf, releaseOf };
