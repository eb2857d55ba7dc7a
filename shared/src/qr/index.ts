import QRCode from 'qrcode-svg';

/** Spec section 9: QR images are 500 by 500 JPEGs; drawn from the SVG with a 20 px white margin. */
export const QR_SIZE = 500;
export const JPEG_MARGIN = 20;
/**
 * The light margin a scanner needs around the modules (ISO/IEC 18004: 4 modules), part of every QR
 * code drawn here; the JPEG's 20 px margin comes on top of it.
 */
export const QR_QUIET_ZONE = 4;
/** The spec's own text for a failed resize or download. */
export const RESIZE_ERROR = "Erreur lors du redimensionnement de l'image";

export function qrSvg(content: string): string {
  return new QRCode({ content, width: QR_SIZE, height: QR_SIZE, padding: QR_QUIET_ZONE, ecl: 'M', join: true, container: 'svg-viewbox', xmlDeclaration: false }).svg();
}

/** A file name from a display name: letters, digits and dashes. */
export function qrFileName(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base || 'qrcode';
}

function download(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Saves the SVG as `{name}.svg`. */
export function downloadSvg(svg: string, name: string): void {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  download(url, `${qrFileName(name)}.svg`);
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Draws the SVG (quiet zone included) on a white 500 by 500 canvas, 20 px from each edge, and saves it as `{name}.jpeg`. */
export async function downloadJpeg(svg: string, name: string): Promise<void> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('image'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = QR_SIZE;
    canvas.height = QR_SIZE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, QR_SIZE, QR_SIZE);
    context.drawImage(image, JPEG_MARGIN, JPEG_MARGIN, QR_SIZE - 2 * JPEG_MARGIN, QR_SIZE - 2 * JPEG_MARGIN);
    download(canvas.toDataURL('image/jpeg', 0.92), `${qrFileName(name)}.jpeg`);
  } catch (error) {
    console.log(RESIZE_ERROR, error);
    throw error;
  } finally {
    URL.revokeObjectURL(url);
  }
}
