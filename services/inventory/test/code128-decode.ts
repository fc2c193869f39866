/**
 * A Code 128 reader for the tests (no decoder library in the repository): the widths of bars and spaces (bar
 * first, in modules, quiet zones left out) back to their text, through the standard's table of the 107
 * patterns, checking the start code, the mod-103 check character and the stop pattern. Code sets A, B and C
 * with their switches (CODE x, SHIFT); FNC characters are refused (our labels carry none).
 */
// prettier-ignore
const patterns = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232',
];
const stop = '2331112';

export function decodeCode128(widths: number[]): string {
  const text = widths.join('');
  if (!text.endsWith(stop)) throw new Error('no stop pattern');
  const body = text.slice(0, -stop.length);
  if (body.length % 6 !== 0) throw new Error('not a whole number of symbols');
  const values = Array.from({ length: body.length / 6 }, (_, i) => {
    const value = patterns.indexOf(body.slice(i * 6, i * 6 + 6));
    if (value < 0) throw new Error(`unknown pattern ${body.slice(i * 6, i * 6 + 6)}`);
    return value;
  });
  const [start, ...rest] = values;
  const check = rest.pop()!;
  const sum = rest.reduce((total, value, i) => total + value * (i + 1), start!);
  if (sum % 103 !== check) throw new Error('bad check character');
  const starts: Record<number, 'A' | 'B' | 'C'> = { 103: 'A', 104: 'B', 105: 'C' };
  const first = starts[start!];
  if (!first) throw new Error('no start code');
  let set: 'A' | 'B' | 'C' = first;
  let out = '';
  let shift = false;
  for (const value of rest) {
    const current: 'A' | 'B' | 'C' = shift ? (set === 'A' ? 'B' : 'A') : set;
    shift = false;
    if (current === 'C') {
      if (value < 100) out += String(value).padStart(2, '0');
      else if (value === 100) set = 'B';
      else if (value === 101) set = 'A';
      else throw new Error('FNC1 not expected');
      continue;
    }
    if (value < 96) {
      out += String.fromCharCode(current === 'B' ? value + 32 : value < 64 ? value + 32 : value - 64);
      continue;
    }
    if (value === 98) shift = true;
    else if (value === 99) set = 'C';
    else if (value === 100 && current === 'A') set = 'B';
    else if (value === 101 && current === 'B') set = 'A';
    else throw new Error('FNC not expected');
  }
  return out;
}
