import Box from '@mui/material/Box';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `value` drawn as SVG in the page (an <img> of a data: URL, which the CSP allows),
 * named by `label`. The qrcode library is loaded with this page only. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrSvg(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <Box
      component="img"
      src={src ?? undefined}
      alt={label}
      width={208}
      height={208}
      data-testid="totp-qr"
      sx={{ display: 'block', bgcolor: '#ffffff', border: 1, borderColor: 'divider' }}
    />
  );
}
