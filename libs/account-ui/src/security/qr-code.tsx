import { useMemo } from 'react';
import { encode } from 'uqr';

/** A QR code drawn as SVG from the otpauth URI (one path of unit squares, with the 4-module quiet zone). */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M' });
    const parts: string[] = [];
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x + 4} ${y + 4}h1v1h-1z`);
      }),
    );
    return { size: qr.size + 8, path: parts.join('') };
  }, [value]);
  return (
    <svg
      className="acc-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
