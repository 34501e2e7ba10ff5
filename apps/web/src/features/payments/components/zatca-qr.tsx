import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * ZATCA's QR code of a tax invoice: the Base64 TLV text as it came from the server, drawn as an
 * SVG of dark modules (one path), crisp on screen and on paper. Loaded only with the invoice.
 */
export function ZatcaQr({ text, label }: { readonly text: string; readonly label: string }) {
  const { size, path } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text, 'Byte');
    code.make();
    const count = code.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row += 1)
      for (let col = 0; col < count; col += 1)
        if (code.isDark(row, col)) d += `M${String(col + 4)} ${String(row + 4)}h1v1h-1z`;
    return { size: count + 8, path: d };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${String(size)} ${String(size)}`}
      shapeRendering="crispEdges"
      className="size-36 bg-white sm:size-40"
      data-qr-code={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
