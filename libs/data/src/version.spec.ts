/** @jest-environment node */
// The version in libs/data/version.json changes whenever the lib's public API changes:
// remotes are built against a version and rely on it (tools/webpack/shared.js).
import { publicApiProblem } from '../../../tools/jest/publicApi';

test('the public API of every entry is the one recorded for this version', () => {
  const problem = publicApiProblem('libs/data');
  if (problem) throw new Error(problem);
});
