import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { couponCodeIn } from '../lib/coupon-code';

/** The part of the Shape Detection API used here (not in every browser, nor in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

const detectorClass = (): BarcodeDetectorClass | null => (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector ?? null;

/** Whether this browser can read a QR code from the camera; typing the code always works. */
export const canScanQr = (): boolean => detectorClass() !== null && typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

const FRAME_MS = 250;

/** The device camera, read a few times a second until a coupon's QR code is seen; the camera stops with it. */
export function QrScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation('public');
  const video = useRef<HTMLVideoElement>(null);
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  }, [onCode]);
  const [failed, setFailed] = useState(() => detectorClass() === null);

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return undefined;
    const detector = new Detector({ formats: ['qr_code'] });
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const look = async () => {
      const element = video.current;
      if (stopped || !element) return;
      try {
        if (element.readyState >= 2) {
          const code = (await detector.detect(element)).map((b) => couponCodeIn(b.rawValue)).find((c) => c !== null);
          if (code && !stopped) {
            stop();
            found.current(code);
            return;
          }
        }
      } catch {
        // A frame that could not be read: the next one may.
      }
      timer = setTimeout(() => void look(), FRAME_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((media) => {
        if (stopped) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = media;
        if (video.current) {
          video.current.srcObject = media;
          void video.current.play().catch(() => undefined);
        }
        void look();
      })
      .catch(() => setFailed(true));
    return stop;
  }, []);

  return (
    <div className="pf-field" data-testid="qr-scanner">
      {failed ? (
        <p className="pf-alert" role="alert">
          {t('desk.cameraFailed')}
        </p>
      ) : (
        <>
          <p className="pf-small" role="status">
            {t('desk.scanning')}
          </p>
          <video ref={video} className="pf-camera" muted playsInline aria-label={t('desk.cameraLabel')} />
        </>
      )}
      <button type="button" className="pf-button pf-secondary" onClick={onClose}>
        {t('desk.scanStop')}
      </button>
    </div>
  );
}
