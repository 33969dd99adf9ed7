/**
 * The deposit QR as a PNG a player can save and open in their bank app's "scan from gallery" (issue 32: the phone
 * that shows the QR cannot scan it). Dark modules on white with a quiet zone of four modules' worth around them,
 * as scanners expect, whatever the site's theme colours.
 */
export async function qrPng(svg: SVGSVGElement, size = 512): Promise<Blob> {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(size));
  copy.setAttribute('height', String(size));
  for (const path of copy.querySelectorAll('path')) {
    // react-qr-code paints the background first, then the modules: make them white and black.
    path.setAttribute('fill', path === copy.querySelector('path') ? '#ffffff' : '#000000');
  }
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
  await image.decode();
  const margin = Math.round(size / 10);
  const canvas = document.createElement('canvas');
  canvas.width = size + margin * 2;
  canvas.height = size + margin * 2;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, margin, margin, size, size);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'));
}

/** Hands a file to the browser's downloads (a phone's gallery or files app offers it from there). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
