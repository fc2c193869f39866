import {
  connectionCodeAlphabet,
  generateConnectionCode,
  isGeneratedConnectionCode,
  isJoinCode,
  normalizeConnectionCode,
} from '../src/index.js';

describe('connection codes (spec §9: 6 random uppercase letters and digits)', () => {
  it('generates 6 uppercase letters and digits', () => {
    for (let i = 0; i < 200; i += 1) expect(generateConnectionCode()).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('draws from a cryptographic source, so codes do not repeat in practice', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => generateConnectionCode()));
    expect(codes.size).toBe(2000);
  });

  it('uses every character of the alphabet', () => {
    const seen = new Set([...Array.from({ length: 500 }, () => generateConnectionCode()).join('')]);
    expect(seen.size).toBe(connectionCodeAlphabet.length);
  });

  it('maps random bytes to characters and redraws the bytes that would bias the draw', () => {
    // 0 → 'A', 35 → '9', 36 → 'A' again; 252..255 are skipped.
    const bytes = [252, 0, 255, 35, 36, 253, 1, 2, 3, 4, 5, 6];
    const random = (target: Uint8Array) => {
      target.set(bytes.slice(0, target.length));
      return target;
    };
    expect(generateConnectionCode(random)).toBe('A9ABCD');
  });

  it('keeps drawing when a whole batch of bytes is rejected', () => {
    let calls = 0;
    const random = (target: Uint8Array) => {
      calls += 1;
      target.fill(calls === 1 ? 255 : 25);
      return target;
    };
    expect(generateConnectionCode(random)).toBe('ZZZZZZ');
    expect(calls).toBe(2);
  });

  it('normalises what a student types', () => {
    expect(normalizeConnectionCode(' ab c-12 3 ')).toBe('ABC123');
  });

  it('accepts generated codes and the sample codes when joining, nothing else', () => {
    expect(isJoinCode('abc123')).toBe(true);
    expect(isJoinCode('ADMIN01')).toBe(true);
    expect(isJoinCode('ABC12')).toBe(false);
    expect(isJoinCode('ABCD1234')).toBe(false);
    expect(isJoinCode('ABC!23')).toBe(false);
    expect(isJoinCode('')).toBe(false);
  });

  it('tells a generated code from a sample code', () => {
    expect(isGeneratedConnectionCode('ABC123')).toBe(true);
    expect(isGeneratedConnectionCode('ADMIN01')).toBe(false);
    expect(isGeneratedConnectionCode('abc123')).toBe(false);
  });
});
