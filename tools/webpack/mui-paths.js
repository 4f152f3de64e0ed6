// Prints every MUI path the apps and libs import: the shell provides each of them, so its
// build depends on the remotes' imports too (an Nx runtime input of the shell's build).
const { muiPathsUsed } = require('./shared');

console.log(muiPathsUsed().join('\n'));
