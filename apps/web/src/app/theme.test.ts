import { DEFAULT_THEME, isLightColor, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRatio, readableColorVariables, theme } from './theme.ts';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const variables = readableColorVariables(resolved);
const WHITE = '#ffffff';
const PRIMARY = 7;

/** A variable's colour: its override, else Mantine's default for the light scheme. */
function colour(name: string, kind: 'text' | 'outline' | 'light-color' | 'filled'): string {
  const shades = resolved.colors[name] ?? [];
  const fallback = {
    text: shades[PRIMARY],
    outline: shades[PRIMARY],
    'light-color': shades[9],
    filled: shades[PRIMARY],
  };
  return variables[`--mantine-color-${name}-${kind}`] ?? fallback[kind] ?? '';
}

describe('readableColorVariables', () => {
  const palettes = Object.keys(resolved.colors);

  it.each(palettes)('%s: text, outline and light badges read at AA', (name) => {
    const shades = resolved.colors[name] ?? [];
    expect(contrastRatio(colour(name, 'text'), WHITE)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(colour(name, 'outline'), WHITE)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(colour(name, 'light-color'), shades[1] ?? WHITE)).toBeGreaterThanOrEqual(
      AA_CONTRAST,
    );
  });

  it.each(palettes)('%s: white on its filled background reads at AA where Mantine writes white', (name) => {
    const shades = resolved.colors[name] ?? [];
    if (!isLightColor(shades[PRIMARY] ?? WHITE, resolved.luminanceThreshold)) {
      expect(contrastRatio(WHITE, colour(name, 'filled'))).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it('errors, success, dimmed text and placeholders read at AA on white', () => {
    for (const name of ['error', 'success', 'dimmed', 'placeholder']) {
      const value = variables[`--mantine-color-${name}`] ?? '';
      expect(contrastRatio(value, WHITE), name).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it("changes nothing where Mantine's shades already read: the brand colours and grey keep their own", () => {
    for (const name of ['azulejo', 'terracotta', 'gray']) {
      const shades = resolved.colors[name] ?? [];
      expect(colour(name, 'text')).toBe(shades[PRIMARY]);
      expect(colour(name, 'light-color')).toBe(shades[9]);
      expect(variables[`--mantine-color-${name}-filled`]).toBeUndefined();
    }
  });

  it('darkens the palettes that do not read: an orange light badge, a filled red button', () => {
    expect(contrastRatio(resolved.colors.orange[9], resolved.colors.orange[1])).toBeLessThan(AA_CONTRAST);
    expect(colour('orange', 'light-color')).not.toBe(resolved.colors.orange[9]);
    expect(contrastRatio(WHITE, resolved.colors.red[PRIMARY])).toBeLessThan(AA_CONTRAST);
    expect(colour('red', 'filled')).not.toBe(resolved.colors.red[PRIMARY]);
  });
});
