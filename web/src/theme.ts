import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Landline blue: calm, trustworthy, high-contrast on white. */
const brand: MantineColorsTuple = [
  '#ecf2ff',
  '#d7e2fd',
  '#adc2f6',
  '#80a0f0',
  '#5a83eb',
  '#4170e8',
  '#3366e8',
  '#2556cf',
  '#1c4cba',
  '#0b41a5',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
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
  },
});
