/**
 * Code blocks are readable: every token colour the build-time highlighter can
 * write, in light and dark mode, reaches WCAG AA contrast (4.5:1) on the code
 * background of that mode, and so does the block's own text colour.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contrast, minimumContrast } from '../../plugins/colour-contrast.ts';
import { codeColours, codeThemes } from '../../plugins/code-highlight/highlighter.ts';

describe('code block colours', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`every token colour of the ${mode} theme has at least ${minimumContrast}:1 contrast`, async () => {
      const theme = (await codeThemes())[mode];
      const { background, text } = (await codeColours())[mode];
      const colours = [
        { scope: 'text', colour: text, on: background },
        ...(theme.tokenColors ?? []).flatMap((entry) =>
          entry.settings.foreground
            ? [
                {
                  scope: String(entry.scope),
                  colour: entry.settings.foreground,
                  on: entry.settings.background ?? background,
                },
              ]
            : [],
        ),
      ];
      assert.ok(colours.length > 10, `the ${mode} theme colours tokens`);
      const weak = colours
        .filter(({ colour, on }) => contrast(colour, on) < minimumContrast)
        .map(
          ({ scope, colour, on }) =>
            `${scope}: ${colour} on ${on} (${contrast(colour, on).toFixed(2)}:1)`,
        );
      assert.deepEqual(weak, []);
    });
  }
});
