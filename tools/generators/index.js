// The workspace's local Nx plugin (@facility/generators, a path in tsconfig.base.json so
// `nx g @facility/generators:<name>` finds it); its generators are listed in generators.json.
module.exports = { listPageGenerator: require('./list-page/generator.js') };
