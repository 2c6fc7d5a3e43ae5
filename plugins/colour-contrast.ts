/** WCAG 2 AA for normal text. */
export const minimumContrast = 4.5;

type Rgb = [number, number, number];

export function parseColour(colour: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(colour.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`unsupported colour ${colour}`);
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(parseColour(a)), luminance(parseColour(b))].sort(
    (x, y) => y - x,
  );
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour, moved towards black (light background) or white (dark one) just
 * enough to reach the ratio: the hue is kept, only the lightness moves.
 */
export function withContrastOn(colour: string, background: string, ratio: number): string {
  if (contrast(colour, background) >= ratio) return colour;
  const start = parseColour(colour);
  const towards = luminance(parseColour(background)) > 0.5 ? 0 : 255;
  for (let step = 1; step <= 100; step += 1) {
    const mixed = start.map((c) => c + ((towards - c) * step) / 100) as Rgb;
    if (contrast(toHex(mixed), background) >= ratio) return toHex(mixed);
  }
  return toHex([towards, towards, towards]);
}
