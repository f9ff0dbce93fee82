import { useEffect, useState } from 'react';
import './QrCode.css';

export interface QrCodeProps {
  /** What the code holds (a web address). */
  text: string;
  /** Drawn width and height in CSS pixels (the white quiet zone is added around it). */
  size: number;
  /** The picture's text alternative. */
  label: string;
  testId?: string;
}

/** Text as a QR code (drawn as SVG; the encoder loads only when a QR code is shown). */
export function QrCode({ text, size, label, testId }: QrCodeProps) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setSvg(null);
    import('uqr').then(
      ({ renderSVG }) => live && setSvg(renderSVG(text, { ecc: 'M', border: 2, whiteColor: '#ffffff', blackColor: '#000000' })),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [text]);
  if (failed) return null;
  return (
    <div className="qr-code" style={{ width: size, height: size }} data-testid={testId}>
      {svg && <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} width={size} height={size} alt={label} />}
    </div>
  );
}
