/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { nlNL } from '@mui/material/locale';
import { dutchTexts } from './dutchTexts';

type Props = Record<string, unknown>;
const propsOf = (texts: { components?: unknown }, component: string) =>
  ((texts.components as Record<string, { defaultProps: Props }>)[component]?.defaultProps ?? {}) as Props;
const call = (props: Props, name: string, ...args: unknown[]) => (props[name] as (...a: unknown[]) => string)(...args);
const ours = Object.keys(dutchTexts.components);

/** The sources of the product (not the tests), read once. */
function sources(): string[] {
  const root = path.resolve(__dirname, '../../../..');
  const files = ['apps', 'libs'].flatMap((dir) =>
    (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => path.join(root, dir, file)),
  );
  return files.map((file) => fs.readFileSync(file, 'utf8'));
}

describe("the theme's Dutch texts", () => {
  it("are MUI's nlNL texts, word for word, with the same props", () => {
    for (const component of ours) {
      const theirs = propsOf(nlNL, component);
      expect([component, Object.keys(propsOf(dutchTexts, component)).sort()]).toEqual([component, Object.keys(theirs).sort()]);
      for (const [name, value] of Object.entries(theirs)) {
        if (typeof value === 'string') expect([component, name, propsOf(dutchTexts, component)[name]]).toEqual([component, name, value]);
      }
    }
  });

  it("say what MUI's say for the table's pagination, with the numbers grouped the Dutch way", () => {
    const pagination = [propsOf(dutchTexts, 'MuiTablePagination'), propsOf(nlNL, 'MuiTablePagination')];
    for (const type of ['first', 'last', 'next', 'previous']) {
      expect(call(pagination[0], 'getItemAriaLabel', type)).toBe(call(pagination[1], 'getItemAriaLabel', type));
    }
    for (const range of [{ from: 1, to: 25, count: 100009 }, { from: 1001, to: 1025, count: -1 }, { from: 0, to: 0, count: 0 }, { from: 99976, to: 100000, count: 1234567 }]) {
      expect(call(pagination[0], 'labelDisplayedRows', range)).toBe(call(pagination[1], 'labelDisplayedRows', range));
    }
    expect(call(pagination[0], 'labelDisplayedRows', { from: 1, to: 25, count: 100009 })).toBe('1–25 van 100.009');
  });

  it('cover every MUI component with Dutch texts in nlNL that the product imports', () => {
    const code = sources();
    const used = Object.keys(nlNL.components ?? {}).filter((component) => {
      const file = `'@mui/material/${component.replace(/^Mui/, '')}'`;
      return code.some((text) => text.includes(file));
    });
    expect(used.filter((component) => !ours.includes(component))).toEqual([]);
    expect(used.length).toBeGreaterThan(0);
  });
});
