// Cold visits of one route on several builds served beside each other, taking turns (a, b, b, a,
// a, b, …), so a busy moment of the machine falls on each alike.
import { coldVisit } from '../../e2e/route-weight.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * @param sides {{ name: string, url: string, state: object }[]} a build's address and the storage state its visits start from
 * @returns per side's name: the median first row of `visits` cold visits (ms) and the route's gzipped bytes
 */
export async function coldVisitsInTurns(browser, sides, route, visits) {
  const times = Object.fromEntries(sides.map((side) => [side.name, []]));
  const bytes = {};
  for (let i = 0; i < visits; i += 1) {
    for (const side of i % 2 ? [...sides].reverse() : sides) {
      const visit = await coldVisit(browser, { baseURL: side.url, storageState: side.state, route });
      await visit.context.close();
      times[side.name].push(visit.firstRowMs);
      bytes[side.name] = visit.gz;
    }
  }
  return Object.fromEntries(sides.map((side) => [side.name, { ms: median(times[side.name]), gz: bytes[side.name] }]));
}
