// One variable font file serves every weight (48 KB for Latin text, against 24 KB per static weight).
import './fonts.css';
import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  getPrimaryShade,
  isLightColor,
  luminance,
  type MantineColorsTuple,
  type MantineTheme,
  rem,
} from '@mantine/core';
import { MOBILE_BREAKPOINT_PX, TABLET_MAX_WIDTH_PX, TOUCH_TARGET_PX } from '../shared/lib/breakpoints.ts';

/** Deep azulejo blue, the primary colour. Shade 7 is the brand blue. */
const azulejo: MantineColorsTuple = [
  '#e9f0fb',
  '#cfdcf3',
  '#9fb9e5',
  '#6c93d7',
  '#4473cb',
  '#2b5fc3',
  '#1d50aa',
  '#143f8a',
  '#0d3170',
  '#062252',
];

/** Warm terracotta/ochre, the accent for calls to action and prices. */
const terracotta: MantineColorsTuple = [
  '#fdf1e9',
  '#f9ddcc',
  '#f2b99b',
  '#ea9267',
  '#e3723d',
  '#dc5f23',
  '#c24f1a',
  '#a34315',
  '#843610',
  '#66290b',
];

const FONT_FAMILY = '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

const touchTarget = rem(TOUCH_TARGET_PX);
const em = (px: number): string => `${px / 16}em`;

export const theme = createTheme({
  primaryColor: 'azulejo',
  primaryShade: { light: 7, dark: 5 },
  colors: { azulejo, terracotta },
  autoContrast: true,
  fontFamily: FONT_FAMILY,
  headings: {
    fontFamily: FONT_FAMILY,
    fontWeight: '700',
  },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  // `sm` is the phone/tablet edge (768 px) and `md` the tablet/desktop edge (1024 px), so that
  // `hiddenFrom="sm"` means "phones only" and `visibleFrom="md"` means "desktop only".
  breakpoints: {
    xs: '36em',
    sm: em(MOBILE_BREAKPOINT_PX),
    md: em(TABLET_MAX_WIDTH_PX + 1),
    lg: '75em',
    xl: '88em',
  },
  shadows: {
    xs: '0 1px 2px rgba(13, 49, 112, 0.06)',
    sm: '0 1px 3px rgba(13, 49, 112, 0.08), 0 1px 2px rgba(13, 49, 112, 0.04)',
    md: '0 4px 14px rgba(13, 49, 112, 0.08), 0 2px 4px rgba(13, 49, 112, 0.04)',
    lg: '0 10px 28px rgba(13, 49, 112, 0.10), 0 4px 8px rgba(13, 49, 112, 0.05)',
    xl: '0 18px 44px rgba(13, 49, 112, 0.12), 0 8px 16px rgba(13, 49, 112, 0.06)',
  },
  other: { accentColor: 'terracotta' },
  components: {
    Button: { defaultProps: { size: 'md' }, styles: { root: { minHeight: touchTarget } } },
    ActionIcon: { styles: { root: { minWidth: touchTarget, minHeight: touchTarget } } },
    Burger: { styles: { root: { minWidth: touchTarget, minHeight: touchTarget } } },
    Card: { defaultProps: { shadow: 'sm', radius: 'md', withBorder: true, padding: 'lg' } },
    Paper: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'md' }, styles: { input: { minHeight: touchTarget } } },
    PasswordInput: {
      styles: { input: { minHeight: touchTarget } },
      defaultProps: {
        size: 'md',
        visibilityToggleFocusable: true,
        // Mantine's "Toggle password visibility" would make getByLabel('Password') match two elements: the button's
        // own label, in the page's language, is set where the theme is provided (AppProviders).
      },
    },
    Menu: { styles: { item: { minHeight: touchTarget } } },
    Modal: { defaultProps: { radius: 'md', centered: true } },
    Loader: { defaultProps: { type: 'dots' } },
    Anchor: { defaultProps: { underline: 'hover' } },
  },
});

const WHITE = '#ffffff';
/** WCAG 2.1 AA for body text. */
export const AA_CONTRAST = 4.5;

/** The contrast ratio of two colours (WCAG 2.1), from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** A palette's shades from `from` up, then its darkest shade darkened step by step. */
function shadesFrom(shades: readonly string[], from: number): string[] {
  const darkest = shades[9] ?? '#000000';
  return [...shades.slice(from), ...[0.1, 0.2, 0.3, 0.4, 0.5, 0.6].map((amount) => darken(darkest, amount))];
}

/** The first colour that reads at AA on every background given (else the last, the darkest). */
function firstReadable(candidates: string[], backgrounds: string[]): string {
  return (
    candidates.find((colour) =>
      backgrounds.every((background) => contrastRatio(colour, background) >= AA_CONTRAST),
    ) ??
    candidates.at(-1) ??
    '#000000'
  );
}

/**
 * Light scheme colours that read at AA. Mantine's defaults do not for several palettes: a light badge's text (shade 9
 * on shade 1) is 3.6:1 in orange and 3.8:1 in green, white on a filled red (shade 7) 3.8:1, an input's error text (red
 * 6) 3.3:1, placeholders (gray 5) 2.1:1 and dimmed text (gray 6) 3.3:1 on white. Each palette's text and outline, its
 * light variant's text and, where Mantine writes white on it, its filled background take the palette's first shade
 * from Mantine's own that reads at 4.5:1 (then its darkest, darkened): unchanged where Mantine's already reads
 * (azulejo, terracotta, gray).
 */
export function readableColorVariables(theme: MantineTheme): Record<string, string> {
  const primaryShade = getPrimaryShade(theme, 'light');
  const readableText = (shades: readonly string[]) =>
    firstReadable(shadesFrom(shades, primaryShade), [WHITE]);
  // Only what differs from Mantine's own variables (text and outline: the primary shade; light text: shade 9).
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const text = readableText(shades);
    const filledShade = shades[primaryShade] ?? text;
    if (text !== filledShade) {
      variables[`--mantine-color-${name}-text`] = text;
      variables[`--mantine-color-${name}-outline`] = text;
      // Mantine writes black on a light filled colour (autoContrast) and white on the others: white needs what
      // text on white needs.
      if (!isLightColor(filledShade, theme.luminanceThreshold)) {
        variables[`--mantine-color-${name}-filled`] = text;
        variables[`--mantine-color-${name}-filled-hover`] = darken(text, 0.15);
      }
    }
    const lightColor = firstReadable(shadesFrom(shades, 9), [WHITE, shades[1]]);
    if (lightColor !== shades[9]) {
      variables[`--mantine-color-${name}-light-color`] = lightColor;
    }
  }
  const gray = theme.colors.gray;
  return {
    ...variables,
    '--mantine-color-error': readableText(theme.colors.red),
    '--mantine-color-success': readableText(theme.colors.teal),
    '--mantine-color-dimmed': firstReadable(shadesFrom(gray, 6), [WHITE]),
    // The lightest grey that still reads: gray 6 darkened just enough.
    '--mantine-color-placeholder': firstReadable(
      [0.05, 0.1, 0.15, 0.2, 0.25, 0.3].map((amount) => darken(gray[6], amount)),
      [WHITE],
    ),
  };
}

export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: readableColorVariables(resolvedTheme),
  dark: {},
});
