export interface SliderRange {
  min: number;
  max: number;
  /** Decimal places a value may keep; 0 rounds typed values to whole numbers. */
  decimals: number;
}

// Arabic keyboards type Arabic-Indic digits and the Arabic decimal separator.
const arabicIndicZero = 0x0660;
function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - arabicIndicZero))
    .replace(/\u066b/g, '.');
}

/**
 * Pure: a value typed next to a slider, rounded when decimals are not allowed
 * and held within the slider's range; null when it is not a number, so the typing is ignored.
 */
export function parseTypedSliderValue(text: string, range: SliderRange): number | null {
  const cleaned = westernDigits(text).trim().replace(/\s*%$/, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  if (!Number.isFinite(value)) return null;
  const factor = 10 ** range.decimals;
  const rounded = Math.round(value * factor) / factor;
  return Math.min(range.max, Math.max(range.min, rounded));
}
