// The options of `npm test` (tools/run/test.mjs): what to run and what that needs. No imports,
// so `--help` and a wrong option are answered before anything is installed or started.

export const PARTS = ['static', 'unit', 'data', 'e2e'];

export const USAGE = `Gebruik: node tools/run/test.mjs [--only <delen>] [--grep <tekst>] [--help]

Zonder opties draait alles, in deze volgorde:
  static  lint (met de modulegrenzen van Nx) en typecheck
  unit    unit- en componenttests (jest) en de tests van tools/ (node --test)
  data    databasetypes tegen de migraties, datatests tegen een verse test-stack
  e2e     builds, dan end-to-endtests in Chromium tegen de productiebuilds

  --only <delen>  alleen deze delen, met komma's: --only unit,data
                  (static en unit starten geen database)
  --grep <tekst>  alleen tests waarvan de titel hierop past (jest -t, Playwright --grep)
  --help, -h      deze uitleg

TEST_PORT_OFFSET=N draait een tweede testrun naast de eerste (poorten + N en + N + 50, eigen mappen).`;

/**
 * Reads the arguments of tools/run/test.mjs.
 * @param {string[]} argv  process.argv.slice(2)
 * @returns {{ help: boolean, error: string | null, parts: string[], grep: string | undefined,
 *   needsStack: boolean, needsChromium: boolean }}
 */
export function parseSuiteArgs(argv) {
  const out = { help: false, error: null, parts: [...PARTS], grep: undefined };
  const fail = (error) => ({ ...out, error, needsStack: false, needsChromium: false });
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      out.help = true;
    } else if (arg === '--only' || arg === '--grep') {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) return fail(`${arg} heeft een waarde nodig.`);
      i++;
      if (arg === '--grep') {
        out.grep = value;
        continue;
      }
      const parts = value.split(',').map((p) => p.trim()).filter(Boolean);
      const unknown = parts.filter((p) => !PARTS.includes(p));
      if (!parts.length || unknown.length) {
        return fail(`Onbekend deel voor --only: ${unknown.join(', ') || '(leeg)'}. Kies uit ${PARTS.join(', ')}.`);
      }
      out.parts = PARTS.filter((p) => parts.includes(p));
    } else {
      return fail(`Onbekende optie: ${arg}`);
    }
  }
  const wants = (part) => out.parts.includes(part);
  return { ...out, needsStack: !out.help && (wants('data') || wants('e2e')), needsChromium: !out.help && wants('e2e') };
}
