// One variable font file serves every weight (48 KB for Latin text, against 24 KB per static weight).
import './fonts.css';
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple, rem } from '@mantine/core';
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
        // Mantine's "Toggle password visibility" would make getByLabel('Password') match two elements.
        visibilityToggleButtonProps: { 'aria-label': 'Show or hide what you typed' },
      },
    },
    Menu: { styles: { item: { minHeight: touchTarget } } },
    Modal: { defaultProps: { radius: 'md', centered: true } },
    Loader: { defaultProps: { type: 'dots' } },
    Anchor: { defaultProps: { underline: 'hover' } },
  },
});

/** Mantine's default dimmed grey (gray.6) is below AA contrast on white; gray.7 passes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
