/**
 * Scans a QR code with the camera, when the renderer has one and a `BarcodeDetector`; renders
 * nothing otherwise. The first code read is handed to `onCode` and the camera stops.
 *
 * spec: research offline-checkin-anchors.md §1 (scanning at the gate).
 */
import { useEffect, useRef, useState } from 'react';
import { cameraScanningAvailable, qrDetector } from './camera-support';

const DETECT_EVERY_MILLISECONDS = 250;

export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const [available, setAvailable] = useState(false);
  const [active, setActive] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    void cameraScanningAvailable().then(setAvailable);
  }, []);

  useEffect(() => {
    if (!active) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const detector = qrDetector();
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (opened) => {
        stream = opened;
        if (stopped || !video.current) return;
        video.current.srcObject = opened;
        await video.current.play();
        timer = setInterval(async () => {
          if (!video.current) return;
          const [found] = await detector.detect(video.current).catch(() => []);
          if (found?.rawValue && !stopped) {
            stopped = true;
            setActive(false);
            onCode(found.rawValue);
          }
        }, DETECT_EVERY_MILLISECONDS);
      })
      .catch(() => {
        setProblem('The camera could not be opened. Use the scanner or type the reference.');
        setActive(false);
      });
    return () => {
      stopped = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [active, onCode]);

  if (!available) return null;
  return (
    <div className="camera">
      <button type="button" className="button" onClick={() => setActive((on) => !on)}>
        {active ? 'Stop the camera' : 'Scan with the camera'}
      </button>
      {active && (
        <video ref={video} className="camera-video" muted playsInline aria-label="Camera view" />
      )}
      {problem && <p className="field-error">{problem}</p>}
    </div>
  );
}
