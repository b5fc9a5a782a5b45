import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Landline blue: calm, trustworthy, high-contrast on white. */
const brand: MantineColorsTuple = ['#ecf2ff', '#d7e2fd', '#adc2f6', '#80a0f0', '#5a83eb', '#4170e8', '#3366e8', '#2556cf', '#1c4cba', '#0b41a5'];

/**
 * The least contrast on white of the shades that colour text: 6 is dimmed and error text, 7 filled
 * buttons, light badges and coloured text (primaryShade), 8 and 9 their hovers. Each sits above WCAG AA's
 * 4.5:1 with room for the tinted backgrounds text also sits on (page grey, light badges, bubbles).
 */
const TEXT_SHADE_CONTRAST: Record<number, number> = { 6: 5.3, 7: 5.9, 8: 6.8, 9: 7.8 };

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function contrastOnWhite(rgb: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = rgb;
  return 1.05 / (0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b) + 0.05);
}

/** The colour, darkened toward black just enough to reach `ratio` on white (unchanged when it already does). */
function darkenTo(hex: string, ratio: number): string {
  const rgb = toRgb(hex);
  let factor = 1;
  while (factor > 0 && contrastOnWhite(rgb.map((channel) => channel * factor) as Rgb) < ratio) factor -= 0.01;
  return toHex(rgb.map((channel) => channel * factor) as Rgb);
}

/** Mantine's default shades 6–9 are too light for text on white (gray-6 is 3.32:1): darken those only. */
function readable(palette: readonly string[]): MantineColorsTuple {
  return palette.map((shade, index) => (TEXT_SHADE_CONTRAST[index] ? darkenTo(shade, TEXT_SHADE_CONTRAST[index]) : shade)) as unknown as MantineColorsTuple;
}

const colors = Object.fromEntries(Object.entries({ ...DEFAULT_THEME.colors, brand }).map(([name, palette]) => [name, name === 'dark' ? palette : readable(palette)]));

/** Placeholders are text too: the default (gray-5) measures 2.07:1 on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': darkenTo(DEFAULT_THEME.colors.gray[5], 4.6) },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors,
  fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: {
    fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { radius: 'md' } },
    // Keep the password field's text the same size as the other inputs.
    PasswordInput: { defaultProps: { radius: 'md' }, styles: { innerInput: { fontSize: 'var(--mantine-font-size-sm)' } } },
    // The menu's own items take the focus: a focusable placeholder is not allowed inside role="menu".
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Not 'Close': dialogs have their own 'Close' buttons, and the two names must stay distinct.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close navigation menu' } } },
    // A link inside a sentence must not rely on colour alone.
    Anchor: { defaultProps: { underline: 'always' } },
  },
});
